/**
 * The hosted trial marks each world's page (`<meta name="sandbox-world" content="hosted">`), so
 * the portal loads the world's banner there and nowhere else: a developer's sandbox and the real
 * provider never fetch its code.
 */
export const isHostedWorld = (doc: Document): boolean =>
  doc.querySelector('meta[name="sandbox-world"][content="hosted"]') !== null;
