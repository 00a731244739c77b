import { SHOWN_ATTRIBUTE } from './attributes';

type RouterLike = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/**
 * When the page already shows this screen, painted at build time (scripts/build/first-paint.ts),
 * rendering at once would swap it for the router's loading spinner, then back. So the app waits
 * until the router has loaded the route; its first render then replaces the painted screen
 * with the same one, live, in a single commit.
 */
export async function handOverFirstPaint(doc: Document, router: RouterLike): Promise<void> {
  if (!doc.documentElement.hasAttribute(SHOWN_ATTRIBUTE) || router.state.initialized) return;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
