import { describe, expect, it } from 'vitest';
import { etagOf, holdsVersion } from './revalidation';

describe('etagOf', () => {
  it('is a quoted hash of the parts in order, the same for the same content', () => {
    expect(etagOf('image/png', 'abc')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('image/png', 'abc')).toBe(etagOf('image/png', 'abc'));
    expect(etagOf('image/png', 'abc')).not.toBe(etagOf('image/png', 'abd'));
  });
});

describe('holdsVersion', () => {
  const etag = etagOf('page');

  it('names the version as one tag, a weak tag, in a list, or as any', () => {
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, ` ${etag} `, '*'])
      expect(holdsVersion(sent, etag), sent).toBe(true);
  });

  it('does not for another tag, none, or an unquoted one', () => {
    for (const sent of [undefined, '', '"other"', etag.slice(1, -1), `${etag}x`])
      expect(holdsVersion(sent, etag), String(sent)).toBe(false);
  });
});
