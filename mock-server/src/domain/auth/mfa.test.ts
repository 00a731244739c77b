import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { fakeClock } from '../../simulation/clock';
import { emptyWorld } from '../../model/empty-world';
import type { User } from '../../model/schema';
import type { DomainContext } from '../shared/context';
import { ACCOUNT_LOCKED, isLocked } from './account-lock';
import { createChallenge, MFA_MESSAGES, verifyChallenge } from './mfa';
import { contextAt } from '../../testing/domain-context';
import { testCompany } from '../../testing/test-records';

const user: User = {
  id: 1,
  companyId: 1,
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  passwordHash: null,
  status: 'active',
  forcePasswordReset: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function setup(env: Record<string, string> = {}) {
  const clock = fakeClock('2026-03-15T10:00:00Z');
  const world = emptyWorld({ seed: 1, now: clock.now(), jwtSecret: 'secret' });
  const config = readConfig(env);
  const ctx = (): DomainContext => contextAt(world, clock.now(), { config });
  return { clock, world, ctx };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('MFA challenges', () => {
  it('use a random 6-digit code and store only a keyed hash of it', () => {
    const { world, ctx } = setup();
    const { code, challenge } = createChallenge(ctx(), user, 10);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(world)).not.toContain(`"${code}"`);
    expect(challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('use SANDBOX_MFA_CODE when it is set', () => {
    const { ctx } = setup({ SANDBOX_MFA_CODE: '424242' });
    expect(createChallenge(ctx(), user, 10).code).toBe('424242');
  });

  it('accept the right code once only', () => {
    const { ctx } = setup();
    const { code } = createChallenge(ctx(), user, 10);
    expect(verifyChallenge(ctx(), user, 10, code).usedAt).not.toBeNull();
    expect(() => verifyChallenge(ctx(), user, 10, code)).toThrow(MFA_MESSAGES.invalid);
  });

  it('lock after 5 wrong codes, even for the right code', () => {
    const { ctx } = setup();
    const { code } = createChallenge(ctx(), user, 10);
    for (let i = 0; i < 5; i++)
      expect(() => verifyChallenge(ctx(), user, 10, wrong(code))).toThrow(MFA_MESSAGES.invalid);
    expect(() => verifyChallenge(ctx(), user, 10, wrong(code))).toThrow(MFA_MESSAGES.exhausted);
    expect(() => verifyChallenge(ctx(), user, 10, code)).toThrow(MFA_MESSAGES.exhausted);
  });

  it('still accept the right code after 4 wrong ones', () => {
    const { ctx } = setup();
    const { code } = createChallenge(ctx(), user, 10);
    for (let i = 0; i < 4; i++)
      expect(() => verifyChallenge(ctx(), user, 10, wrong(code))).toThrow(MFA_MESSAGES.invalid);
    expect(() => verifyChallenge(ctx(), user, 10, code)).not.toThrow();
  });

  it('expire 10 minutes after the login, by the clock', () => {
    const { clock, ctx } = setup();
    const { code } = createChallenge(ctx(), user, 10);
    clock.advance(10 * 60 * 1000 - 1);
    const { code: code2 } = createChallenge(ctx(), user, 11);
    expect(() => verifyChallenge(ctx(), user, 11, code2)).not.toThrow();
    clock.advance(1);
    expect(() => verifyChallenge(ctx(), user, 10, code)).toThrow(MFA_MESSAGES.expired);
  });

  it('belong to one session: another session cannot use the code', () => {
    const { ctx } = setup();
    const { code } = createChallenge(ctx(), user, 10);
    expect(() => verifyChallenge(ctx(), user, 12, code)).toThrow(MFA_MESSAGES.invalid);
  });

  it('lock the account after 10 wrong codes across challenges, and tell its owner', () => {
    const { ctx, world, clock } = setup();
    world.companies.push(testCompany({ id: 1, name: 'C', domain: 'c.example' }));
    for (let session = 20; session < 22; session++) {
      const { code } = createChallenge(ctx(), user, session);
      for (let i = 0; i < 5; i++) {
        const lastOne = session === 21 && i === 4;
        expect(() => verifyChallenge(ctx(), user, session, wrong(code))).toThrow(
          lastOne ? ACCOUNT_LOCKED : MFA_MESSAGES.invalid,
        );
        clock.advance(60_000);
      }
    }
    expect(isLocked(world.signInGuards, user.id, clock.now())).toBe(true);
    expect(world.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'security-alert', to: user.email }),
    ]);
    clock.advance(15 * 60_000);
    expect(isLocked(world.signInGuards, user.id, clock.now())).toBe(false);
  });

  it('forget wrong codes older than half an hour', () => {
    const { ctx, world, clock } = setup();
    for (let session = 30; session < 32; session++) {
      const { code } = createChallenge(ctx(), user, session);
      for (let i = 0; i < 5; i++)
        expect(() => verifyChallenge(ctx(), user, session, wrong(code))).toThrow(
          MFA_MESSAGES.invalid,
        );
      clock.advance(31 * 60_000);
    }
    expect(isLocked(world.signInGuards, user.id, clock.now())).toBe(false);
  });
});
