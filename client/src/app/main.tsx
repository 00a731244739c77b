import '@/styles/bootstrap.scss';
import '@/styles/app.css';
// The screens index.html paints before any script runs (see ./first-paint) need their styles
// in the entry's stylesheet; the build fails when one is missing.
import '@/styles/public.css';
import '@/styles/shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followColorScheme } from '@/lib/color-scheme';
import { PREFERS_DARK } from '@/lib/color-scheme-rule';
import { handOverFirstPaint } from './first-paint/hand-over';
import { Providers } from './providers';
import { addressLocation, prepareRoutes } from './route-gate';
import { basename, routes } from './router';

// index.html's head has set the scheme already; this keeps it in step with the choice and the OS.
followColorScheme(document, matchMedia(PREFERS_DARK));

void handOverFirstPaint(document, () => prepareRoutes(routes, addressLocation(basename))).then(
  () => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole screen (the page shows its painted screen meanwhile).
    // An address moved meanwhile is followed once the router listens (follow-address.tsx).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers />
        </StrictMode>,
      ),
    );
  },
);
