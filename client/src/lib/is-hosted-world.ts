/**
 * The hosted trial marks each world's page (`<meta name="sandbox-world" content="hosted">`), so
 * the portal loads the world's banner and persona links there and nowhere else: a developer's
 * sandbox and the real provider never fetch their code. False where there is no page (the
 * build paints the first screens without one).
 */
export const isHostedWorld = (): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="sandbox-world"][content="hosted"]') !== null;
