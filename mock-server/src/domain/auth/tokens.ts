import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { NewestMap } from '../../model/newest-map';
import { epochSeconds } from '../../simulation/clock';
import { unauthorized } from '../shared/errors';

/**
 * Access and refresh tokens are HS256 JWTs signed with the world's secret. The algorithm is
 * pinned both ways: a token claiming `alg: none` or any other algorithm never verifies.
 * Time comes from the injected clock (iat/exp and `clockTimestamp`), never from Date.now().
 */
const ALGORITHM = 'HS256';

const accessClaimsSchema = z.object({
  typ: z.literal('access'),
  sub: z.string(),
  companyId: z.number(),
  sid: z.number(),
  mfaVerified: z.boolean(),
  /** The rotation it was issued at: two pairs issued in the same second still differ. */
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const refreshClaimsSchema = z.object({
  typ: z.literal('refresh'),
  sub: z.string(),
  fid: z.number(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

export type AccessSubject = {
  userId: number;
  companyId: number;
  familyId: number;
  mfaVerified: boolean;
  /** The refresh family's current rotation (its refresh token's jti). */
  rotation: string;
};

// Given a string, jsonwebtoken first tries it as a public key on every call (about 50 times
// slower than the HMAC itself); a secret KeyObject made once per secret skips that. Every world
// has its own secret: the newest few hundred are kept, so worlds in turn do not evict each other.
const KEYS_LIMIT = 512;
const keys = new NewestMap<string, KeyObject>(KEYS_LIMIT);
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

function sign(secret: string, claims: object): string {
  return jwt.sign(claims, hmacKey(secret), { algorithm: ALGORITHM });
}

export function signAccessToken(secret: string, s: AccessSubject, now: Date, ttlS: number): string {
  const iat = epochSeconds(now);
  const claims: AccessClaims = {
    typ: 'access',
    sub: String(s.userId),
    companyId: s.companyId,
    sid: s.familyId,
    mfaVerified: s.mfaVerified,
    jti: s.rotation,
    iat,
    exp: iat + ttlS,
  };
  return sign(secret, claims);
}

export function signRefreshToken(
  secret: string,
  r: { userId: number; familyId: number; jti: string },
  now: Date,
  ttlS: number,
): string {
  const iat = epochSeconds(now);
  const claims: RefreshClaims = {
    typ: 'refresh',
    sub: String(r.userId),
    fid: r.familyId,
    jti: r.jti,
    iat,
    exp: iat + ttlS,
  };
  return sign(secret, claims);
}

/** Verifies signature, algorithm and (unless told otherwise) expiry; null when any check fails. */
function verify(secret: string, token: string, now: Date, ignoreExpiration: boolean): unknown {
  try {
    return jwt.verify(token, hmacKey(secret), {
      algorithms: [ALGORITHM],
      clockTimestamp: epochSeconds(now),
      ignoreExpiration,
    });
  } catch {
    return null;
  }
}

// Clients present the same access token on every call until it expires. A token whose
// signature and claims have been checked once is remembered (newest 5,000, with the secret that
// checked it: a token of one world is never taken as checked in another), so repeat calls skip
// the HMAC and the parsing; its expiry is still checked on every call. They are found by their
// signature, the part after the last dot (hashing the whole token, read anew from each request,
// cost more than the rest of the check), and taken only when the whole token matches.
const VERIFIED_LIMIT = 5000;
const verified = new NewestMap<string, { token: string; secret: string; claims: AccessClaims }>(
  VERIFIED_LIMIT,
);
const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

/** `ignoreExpiration` only serves logout, which must be able to end a session whose token just lapsed. */
export function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
  { ignoreExpiration = false } = {},
): AccessClaims {
  const signature = signatureOf(token);
  const known = verified.get(signature);
  if (
    known?.token === token &&
    known.secret === secret &&
    (ignoreExpiration || known.claims.exp > epochSeconds(now))
  )
    return known.claims;
  const parsed = accessClaimsSchema.safeParse(verify(secret, token, now, ignoreExpiration));
  if (!parsed.success) throw unauthorized();
  if (parsed.data.exp > epochSeconds(now))
    verified.set(signature, { token, secret, claims: Object.freeze(parsed.data) });
  return parsed.data;
}

export function verifyRefreshToken(secret: string, token: string, now: Date): RefreshClaims {
  const parsed = refreshClaimsSchema.safeParse(verify(secret, token, now, false));
  if (!parsed.success) throw unauthorized('Invalid refresh token');
  return parsed.data;
}

/** `Bearer <token>` → token; anything else → null. */
export function readBearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value?.trim() ?? '');
  return match?.[1] ?? null;
}
