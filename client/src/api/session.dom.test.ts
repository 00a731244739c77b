import { afterEach, describe, expect, it } from 'vitest';
import { nowS, unsignedJwt } from '@/testing/unsigned-jwt';
import { hasValidSession, isExpired, readClaims, saveTokens } from './session';

const MINUTE_S = 60;
/** A signed-in token the server issued `offsetS` from this device's time, living 2 minutes. */
const issuedAt = (offsetS: number) =>
  unsignedJwt({
    sub: '1',
    iat: nowS() + offsetS,
    exp: nowS() + offsetS + 2 * MINUTE_S,
    mfaVerified: true,
  });

afterEach(() => {
  // What the portal learnt of the server's clock comes from the last token saved.
  saveTokens(issuedAt(0), null);
  localStorage.clear();
});

describe('token expiry by the server clock', () => {
  it('keeps a new token valid on a device set 20 minutes fast', () => {
    saveTokens(issuedAt(-20 * MINUTE_S), 'refresh');
    expect(hasValidSession()).toBe(true);
    expect(isExpired(readClaims(), 5_000)).toBe(false);
    // Its two minutes still end on time, by the server's clock.
    expect(hasValidSession(Date.now() + 2 * MINUTE_S * 1000)).toBe(false);
  });

  it('sees a token expire on time on a device set 20 minutes slow', () => {
    saveTokens(issuedAt(20 * MINUTE_S), 'refresh');
    expect(hasValidSession()).toBe(true);
    expect(hasValidSession(Date.now() + 2 * MINUTE_S * 1000)).toBe(false);
    expect(isExpired(readClaims(), 5_000, Date.now() + 116_000)).toBe(true);
  });

  it("trusts the device's clock when the two agree within seconds, or the token does not say", () => {
    saveTokens(issuedAt(-3), 'refresh');
    const claims = readClaims();
    const expiry = (claims?.exp ?? 0) * 1000;
    expect(isExpired(claims, 0, expiry - 1)).toBe(false);
    expect(isExpired(claims, 0, expiry)).toBe(true);

    saveTokens(issuedAt(-20 * MINUTE_S), null);
    saveTokens(unsignedJwt({ sub: '1', exp: nowS() + 60, mfaVerified: true }), null);
    // No `iat`: what was learnt before stands (the server 20 minutes behind).
    expect(isExpired(readClaims(), 0, Date.now() + 10 * MINUTE_S * 1000)).toBe(false);
  });
});
