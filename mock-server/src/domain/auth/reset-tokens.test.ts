import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../simulation/clock';
import { emptyWorld } from '../../model/empty-world';
import type { DomainContext } from '../shared/context';
import { consumeResetToken, createResetToken, INVALID_RESET_LINK } from './reset-tokens';
import { contextAt } from '../../testing/domain-context';

function setup() {
  const clock = fakeClock('2026-03-15T10:00:00Z');
  const world = emptyWorld({ seed: 1, now: clock.now(), jwtSecret: 's' });
  const ctx = (): DomainContext => contextAt(world, clock.now());
  return { clock, world, ctx };
}

describe('reset tokens', () => {
  it('store only a hash and can be spent once', () => {
    const { world, ctx } = setup();
    const { token } = createResetToken(ctx(), 5, 'password-reset');
    expect(JSON.stringify(world.resetTokens)).not.toContain(token);
    const input = { token, resetKey: token, userId: 5, kind: 'password-reset' as const };
    expect(consumeResetToken(ctx(), input).usedAt).not.toBeNull();
    expect(() => consumeResetToken(ctx(), input)).toThrow(INVALID_RESET_LINK);
  });

  it('refuse a mismatched key, another user, the other kind and an expired token', () => {
    const { clock, ctx } = setup();
    const { token } = createResetToken(ctx(), 5, 'password-reset');
    const base = { token, resetKey: token, userId: 5, kind: 'password-reset' as const };
    expect(() => consumeResetToken(ctx(), { ...base, resetKey: 'other' })).toThrow(
      INVALID_RESET_LINK,
    );
    expect(() => consumeResetToken(ctx(), { ...base, userId: 6 })).toThrow(INVALID_RESET_LINK);
    expect(() => consumeResetToken(ctx(), { ...base, kind: 'invitation' })).toThrow(
      INVALID_RESET_LINK,
    );
    clock.advance(60 * 60 * 1000);
    expect(() => consumeResetToken(ctx(), base)).toThrow(INVALID_RESET_LINK);
  });

  it('let only the newest link of a kind work', () => {
    const { ctx } = setup();
    const first = createResetToken(ctx(), 5, 'password-reset').token;
    const second = createResetToken(ctx(), 5, 'password-reset').token;
    const base = { userId: 5, kind: 'password-reset' as const };
    expect(() => consumeResetToken(ctx(), { ...base, token: first, resetKey: first })).toThrow(
      INVALID_RESET_LINK,
    );
    expect(() =>
      consumeResetToken(ctx(), { ...base, token: second, resetKey: second }),
    ).not.toThrow();
  });
});
