import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../simulation/clock';
import { emptyWorld } from '../../model/empty-world';
import type { User } from '../../model/schema';
import type { DomainContext } from '../shared/context';
import {
  authenticateAccessToken,
  endSession,
  REFRESH_GRACE_MS,
  rotateRefreshToken,
  startSession,
} from './sessions';
import { contextAt } from '../../testing/domain-context';

function setup() {
  const clock = fakeClock('2026-03-15T10:00:00Z');
  const world = emptyWorld({ seed: 1, now: clock.now(), jwtSecret: 'secret' });
  const user: User = {
    id: 1,
    companyId: 4,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    passwordHash: null,
    status: 'active',
    forcePasswordReset: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
  world.users.push(user);
  const ctx = (): DomainContext => contextAt(world, clock.now());
  return { clock, world, user, ctx };
}

describe('sessions', () => {
  it('rotate refresh tokens within one family', () => {
    const { user, ctx, clock } = setup();
    const { family, tokens } = startSession(ctx(), user);
    clock.advance(1000);
    const next = rotateRefreshToken(ctx(), tokens.refreshToken);
    expect(next.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(authenticateAccessToken(ctx(), next.tokens.accessToken).family.id).toBe(family.id);
  });

  it('give the same successor to the token just rotated, for a short grace window', () => {
    const { user, ctx, clock } = setup();
    const { tokens } = startSession(ctx(), user);
    clock.advance(1000);
    const newer = rotateRefreshToken(ctx(), tokens.refreshToken).tokens;
    clock.advance(REFRESH_GRACE_MS);
    expect(rotateRefreshToken(ctx(), tokens.refreshToken).tokens).toEqual(newer);
  });

  it('revoke the whole family when a rotated refresh token is replayed after that', () => {
    const { user, ctx, clock } = setup();
    const { tokens } = startSession(ctx(), user);
    const newer = rotateRefreshToken(ctx(), tokens.refreshToken).tokens;
    clock.advance(REFRESH_GRACE_MS + 1);
    expect(() => rotateRefreshToken(ctx(), tokens.refreshToken)).toThrow('Invalid refresh token');
    expect(() => rotateRefreshToken(ctx(), newer.refreshToken)).toThrow('Invalid refresh token');
    expect(() => authenticateAccessToken(ctx(), newer.accessToken)).toThrow('Unauthorized access');
  });

  it('end on logout, even with a lapsed access token', () => {
    const { user, ctx, clock } = setup();
    const { tokens } = startSession(ctx(), user);
    clock.advance(3600 * 1000);
    endSession(ctx(), { access: tokens.accessToken, refresh: null });
    expect(() => rotateRefreshToken(ctx(), tokens.refreshToken)).toThrow('Invalid refresh token');
  });

  it('refuse tokens of a user who is no longer active', () => {
    const { user, ctx } = setup();
    const { tokens } = startSession(ctx(), user);
    user.status = 'invited';
    expect(() => authenticateAccessToken(ctx(), tokens.accessToken)).toThrow('Unauthorized access');
  });
});
