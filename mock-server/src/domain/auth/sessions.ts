import { randomUUID } from 'node:crypto';
import type { RefreshFamily, User } from '../../model/schema';
import { isPast, plusMs, type DomainContext } from '../shared/context';
import { unauthorized } from '../shared/errors';
import { nextId } from '../../model/ids';
import { refuseAfterSaving } from '../../model/refusal-after-saving';
import {
  signAccessToken,
  signRefreshToken,
  verifyAccessToken,
  verifyRefreshToken,
  type AccessClaims,
} from './tokens';

/**
 * Sessions are refresh-token families. Each refresh rotates the family's current jti. The token
 * rotated away last stays good for a short grace window and gets the very same successor: two
 * tabs that refresh at once both carry on. Any older token has been used before (stolen or
 * replayed), so the whole family is revoked and every token of it, access tokens included,
 * stops working.
 */
export type TokenPair = { accessToken: string; refreshToken: string };

/** How long the refresh token just rotated away is still accepted (returning the same successor). */
export const REFRESH_GRACE_MS = 30_000;

export function startSession(
  ctx: DomainContext,
  user: User,
): { family: RefreshFamily; tokens: TokenPair } {
  const family: RefreshFamily = {
    id: nextId(ctx.world, 'refreshFamilies'),
    userId: user.id,
    mfaVerified: false,
    currentJti: '',
    previousJti: null,
    rotatedAt: ctx.time.now.toISOString(),
    revoked: false,
    createdAt: ctx.time.now.toISOString(),
    expiresAt: ctx.time.now.toISOString(),
  };
  ctx.world.refreshFamilies.push(family);
  return { family, tokens: issuePair(ctx, family, user) };
}

/** New access + refresh pair for the family; the previous refresh token enters its grace window. */
export function issuePair(ctx: DomainContext, family: RefreshFamily, user: User): TokenPair {
  family.previousJti = family.currentJti || null;
  family.currentJti = randomUUID();
  family.rotatedAt = ctx.time.now.toISOString();
  family.expiresAt = plusMs(ctx.time.now, ctx.config.refreshTokenTtlS * 1000);
  return signPair(ctx, family, user);
}

/**
 * The family's current pair, signed as of its last rotation. HS256 signatures are
 * deterministic, so this is byte for byte the pair the rotation handed out.
 */
function signPair(ctx: DomainContext, family: RefreshFamily, user: User): TokenPair {
  const secret = ctx.world.secrets.jwt;
  const at = new Date(family.rotatedAt);
  const subject = {
    userId: user.id,
    companyId: user.companyId,
    familyId: family.id,
    mfaVerified: family.mfaVerified,
    rotation: family.currentJti,
  };
  return {
    accessToken: signAccessToken(secret, subject, at, ctx.config.accessTokenTtlS),
    refreshToken: signRefreshToken(
      secret,
      { userId: user.id, familyId: family.id, jti: family.currentJti },
      at,
      ctx.config.refreshTokenTtlS,
    ),
  };
}

function liveFamily(ctx: DomainContext, familyId: number, userId: number): RefreshFamily | null {
  const family = ctx.world.refreshFamilies.byId(familyId);
  if (
    !family ||
    family.revoked ||
    family.userId !== userId ||
    isPast(family.expiresAt, ctx.time.now)
  )
    return null;
  return family;
}

function activeUser(ctx: DomainContext, userId: number): User | null {
  const user = ctx.world.users.byId(userId);
  return user && user.status === 'active' ? user : null;
}

export function rotateRefreshToken(
  ctx: DomainContext,
  token: string,
): { user: User; tokens: TokenPair } {
  const claims = verifyRefreshToken(ctx.world.secrets.jwt, token, ctx.time.now);
  const userId = Number(claims.sub);
  const family = liveFamily(ctx, claims.fid, userId);
  const user = activeUser(ctx, userId);
  if (!family || !user) throw unauthorized('Invalid refresh token');
  if (claims.jti === family.currentJti) return { user, tokens: issuePair(ctx, family, user) };
  const graceEnds = Date.parse(family.rotatedAt) + REFRESH_GRACE_MS;
  if (claims.jti === family.previousJti && ctx.time.now.getTime() <= graceEnds)
    return { user, tokens: signPair(ctx, family, user) };
  family.revoked = true; // reuse detected: the revocation is kept although the call is refused
  throw refuseAfterSaving(unauthorized('Invalid refresh token'));
}

export type Session = { claims: AccessClaims; family: RefreshFamily; user: User };

/** A verified access token of a live family and an active user; its MFA stage is the caller's business. */
export function authenticateAccessToken(ctx: DomainContext, token: string | null): Session {
  if (!token) throw unauthorized();
  const claims = verifyAccessToken(ctx.world.secrets.jwt, token, ctx.time.now);
  const userId = Number(claims.sub);
  const family = liveFamily(ctx, claims.sid, userId);
  const user = activeUser(ctx, userId);
  if (!family || !user || user.companyId !== claims.companyId) throw unauthorized();
  return { claims, family, user };
}

/** Logout accepts a lapsed access token or the refresh token: ending a session must always work. */
export function endSession(
  ctx: DomainContext,
  tokens: { access: string | null; refresh: string | null },
): void {
  const secret = ctx.world.secrets.jwt;
  const familyIds: number[] = [];
  try {
    if (tokens.access)
      familyIds.push(
        verifyAccessToken(secret, tokens.access, ctx.time.now, { ignoreExpiration: true }).sid,
      );
  } catch {
    /* an unreadable token identifies nothing */
  }
  try {
    if (tokens.refresh)
      familyIds.push(verifyRefreshToken(secret, tokens.refresh, ctx.time.now).fid);
  } catch {
    /* same */
  }
  for (const family of ctx.world.refreshFamilies) {
    if (familyIds.includes(family.id)) family.revoked = true;
  }
}

/** After a password change every existing session of the user ends. */
export function revokeUserSessions(ctx: DomainContext, userId: number): void {
  for (const family of ctx.world.refreshFamilies) {
    if (family.userId === userId) family.revoked = true;
  }
}
