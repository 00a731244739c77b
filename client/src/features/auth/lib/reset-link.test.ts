import { describe, expect, it } from 'vitest';
import { readResetLink } from './reset-link';

describe('readResetLink', () => {
  it('reads token and id from the query string', () => {
    expect(readResetLink('?token=abc&id=7')).toEqual({ token: 'abc', id: 7 });
  });
  it('falls back to navigation state { id, resetKey } (forced reset after MFA)', () => {
    expect(readResetLink('', { id: 3, resetKey: 'k' })).toEqual({ token: 'k', id: 3 });
  });
  it('is null when the token or a valid id is missing', () => {
    expect(readResetLink('')).toBeNull();
    expect(readResetLink('?id=7')).toBeNull();
    expect(readResetLink('?token=abc')).toBeNull();
    expect(readResetLink('?token=abc&id=x')).toBeNull();
  });
});
