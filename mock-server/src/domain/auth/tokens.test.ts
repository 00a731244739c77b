import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../simulation/clock';
import {
  readBearer,
  signAccessToken,
  signRefreshToken,
  verifyAccessToken,
  verifyRefreshToken,
} from './tokens';

const secret = 'test-secret-of-enough-length-0123456789';
const subject = { userId: 7, companyId: 3, familyId: 11, mfaVerified: true, rotation: 'r-1' };

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('access tokens', () => {
  it('carry sub, companyId, sid, mfaVerified, the rotation, iat and exp from the injected clock', () => {
    const clock = fakeClock('2026-03-15T10:00:00Z');
    const token = signAccessToken(secret, subject, clock.now(), 900);
    const claims = verifyAccessToken(secret, token, clock.now());
    const iat = Date.parse('2026-03-15T10:00:00Z') / 1000;
    expect(claims).toEqual({
      typ: 'access',
      sub: '7',
      companyId: 3,
      sid: 11,
      mfaVerified: true,
      jti: 'r-1',
      iat,
      exp: iat + 900,
    });
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
  });

  it('differ for two rotations in the same second, so a renewal is never the old token', () => {
    const now = fakeClock('2026-03-15T10:00:00Z').now();
    const first = signAccessToken(secret, subject, now, 900);
    expect(signAccessToken(secret, { ...subject, rotation: 'r-2' }, now, 900)).not.toBe(first);
  });

  it('expire by the clock, not by wall time', () => {
    const clock = fakeClock('2026-03-15T10:00:00Z');
    const token = signAccessToken(secret, subject, clock.now(), 900);
    clock.advance(899_000);
    expect(() => verifyAccessToken(secret, token, clock.now())).not.toThrow();
    clock.advance(1_000);
    expect(() => verifyAccessToken(secret, token, clock.now())).toThrow('Unauthorized access');
    expect(verifyAccessToken(secret, token, clock.now(), { ignoreExpiration: true }).sub).toBe('7');
  });

  it('reject alg none', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const good = signAccessToken(secret, subject, now, 900);
    const payload = good.split('.')[1];
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(() => verifyAccessToken(secret, unsigned, now)).toThrow('Unauthorized access');
  });

  it('reject a tampered payload and a foreign secret, even once the genuine token was accepted', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const genuine = signAccessToken(secret, subject, now, 900);
    expect(verifyAccessToken(secret, genuine, now).sub).toBe('7'); // remembered from now on
    const [header, , signature] = genuine.split('.');
    const iat = Math.floor(now.getTime() / 1000);
    const forged = b64({
      typ: 'access',
      sub: '1',
      companyId: 1,
      sid: 11,
      mfaVerified: true,
      iat,
      exp: iat + 900,
    });
    expect(() => verifyAccessToken(secret, `${header}.${forged}.${signature}`, now)).toThrow();
    const foreign = signAccessToken('another-secret', subject, now, 900);
    expect(() => verifyAccessToken(secret, foreign, now)).toThrow();
    expect(() => verifyAccessToken('another-secret', genuine, now)).toThrow();
    expect(verifyAccessToken(secret, genuine, now).sub).toBe('7');
  });

  it('are not accepted as refresh tokens, and refresh tokens not as access tokens', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const access = signAccessToken(secret, subject, now, 900);
    const refresh = signRefreshToken(secret, { userId: 7, familyId: 11, jti: 'j1' }, now, 3600);
    expect(() => verifyRefreshToken(secret, access, now)).toThrow('Invalid refresh token');
    expect(() => verifyAccessToken(secret, refresh, now)).toThrow('Unauthorized access');
    expect(verifyRefreshToken(secret, refresh, now)).toMatchObject({
      typ: 'refresh',
      fid: 11,
      jti: 'j1',
    });
  });
});

describe('readBearer', () => {
  it('reads the token of a Bearer header only', () => {
    expect(readBearer('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearer('bearer x')).toBe('x');
    expect(readBearer('Basic abc')).toBeNull();
    expect(readBearer(undefined)).toBeNull();
    expect(readBearer('Bearer')).toBeNull();
  });
});
