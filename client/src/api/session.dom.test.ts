import { afterEach, describe, expect, it } from 'vitest';
import { nowS, unsignedJwt } from '@/testing/unsigned-jwt';
import { hasValidSession, isExpired, readClaims, setServerAhead } from './session';

const MINUTE_MS = 60_000;

/** A signed-in token the server issued `aheadMs` from this device's time, living 2 minutes. */
function storeTokenIssued(aheadMs: number): void {
  const iat = nowS() + aheadMs / 1000;
  localStorage.setItem('token', unsignedJwt({ sub: '1', iat, exp: iat + 120, mfaVerified: true }));
  setServerAhead(aheadMs);
}

afterEach(() => {
  setServerAhead(0);
  localStorage.clear();
});

describe("a token's expiry, by the server's clock", () => {
  it('keeps a new token valid on a device set 20 minutes fast, for its 2 minutes', () => {
    storeTokenIssued(-20 * MINUTE_MS);
    expect(hasValidSession()).toBe(true);
    expect(isExpired(readClaims(), 5_000)).toBe(false);
    expect(hasValidSession(Date.now() + 2 * MINUTE_MS)).toBe(false);
  });

  it('sees a token expire on time on a device set 20 minutes slow', () => {
    storeTokenIssued(20 * MINUTE_MS);
    expect(hasValidSession()).toBe(true);
    expect(isExpired(readClaims(), 5_000, Date.now() + 116_000)).toBe(true);
    expect(hasValidSession(Date.now() + 2 * MINUTE_MS)).toBe(false);
  });

  it("is the device's clock while nothing says otherwise", () => {
    storeTokenIssued(0);
    const claims = readClaims();
    const expiry = (claims?.exp ?? 0) * 1000;
    expect(isExpired(claims, 0, expiry - 1)).toBe(false);
    expect(isExpired(claims, 0, expiry)).toBe(true);
  });
});
