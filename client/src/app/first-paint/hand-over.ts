import { SHOWN_ATTRIBUTE } from './attributes';

/**
 * When the page already shows this screen, painted at build time (scripts/build/first-paint.ts),
 * rendering at once would swap it for the loading spinner, then back. So the app waits until
 * the route's checks and code have come (`routeReady`); its first render then replaces the
 * painted screen with the same one, live, in a single commit.
 */
export async function handOverFirstPaint(
  doc: Document,
  routeReady: () => Promise<unknown>,
): Promise<void> {
  if (doc.documentElement.hasAttribute(SHOWN_ATTRIBUTE)) await routeReady();
}
