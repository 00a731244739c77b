import '@/styles/bootstrap.scss';
import '@/styles/app.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followColorScheme } from '@/lib/color-scheme';
import { PREFERS_DARK } from '@/lib/color-scheme-rule';
import { Providers } from './providers';

// console.html's head has set the scheme already; this keeps it in step with the choice and the OS.
followColorScheme(document, matchMedia(PREFERS_DARK));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
