import { createHash } from 'node:crypto';

/**
 * A strong validator of an answer's content (its parts hashed in order): what a `no-cache`
 * answer carries so that a browser holding the same content is answered 304.
 */
export function etagOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header (a tag, a list, weak tags, or `*`) names `etag`. */
export function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
