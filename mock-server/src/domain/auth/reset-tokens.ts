import { randomBytes } from 'node:crypto';
import type { ResetToken, ResetTokenKind, World } from '../../model/schema';
import { isPast, plusMs, type DomainContext } from '../shared/context';
import { badRequest } from '../shared/errors';
import { nextId } from '../../model/ids';
import { safeEqual, sha256 } from './secure-compare';

export const RESET_TOKEN_TTL_MS: Record<ResetTokenKind, number> = {
  'password-reset': 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};
export const INVALID_RESET_LINK = 'Invalid or expired reset link';

export const newTokenValue = () => randomBytes(32).toString('base64url');

/**
 * Issues a single-use link token; only its hash is stored. A newer token of the same kind
 * supersedes older unused ones, so only the latest email's link works.
 */
export function createResetToken(
  ctx: DomainContext,
  userId: number,
  kind: ResetTokenKind,
  value: string = newTokenValue(),
): { token: string; record: ResetToken } {
  for (const t of ctx.world.resetTokens) {
    if (t.userId === userId && t.kind === kind && !t.usedAt) t.usedAt = ctx.time.now.toISOString();
  }
  const record: ResetToken = {
    id: nextId(ctx.world, 'resetTokens'),
    userId,
    kind,
    tokenHash: sha256(value),
    usedAt: null,
    createdAt: ctx.time.now.toISOString(),
    expiresAt: plusMs(ctx.time.now, RESET_TOKEN_TTL_MS[kind]),
  };
  ctx.world.resetTokens.push(record);
  return { token: value, record };
}

type TokenQuery = { token: string; resetKey: string; userId: number; kind: ResetTokenKind };

/**
 * The usable token a link names: the one in the link must equal the resetKey of the body,
 * belong to that user, be of the right kind, unused and unexpired. Every failure gives the
 * same answer on purpose.
 */
export function findResetToken(world: World, q: TokenQuery, now: Date): ResetToken {
  const hash = sha256(q.token);
  const record = world.resetTokens.find(
    (t) => t.userId === q.userId && t.kind === q.kind && safeEqual(t.tokenHash, hash),
  );
  const valid =
    safeEqual(q.token, q.resetKey) && record && !record.usedAt && !isPast(record.expiresAt, now);
  if (!valid || !record) throw badRequest(INVALID_RESET_LINK);
  return record;
}

/** Spends a token: it works once. */
export function consumeResetToken(ctx: DomainContext, q: TokenQuery): ResetToken {
  const record = findResetToken(ctx.world, q, ctx.time.now);
  record.usedAt = ctx.time.now.toISOString();
  return record;
}
