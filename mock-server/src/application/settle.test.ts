import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../model/empty-world';
import { testVm } from '../testing/test-records';
import { nextDueAt } from './next-due';
import { settle } from './settle';

const now = new Date('2026-03-15T10:00:00Z');
const world = () => emptyWorld({ seed: 1, now, jwtSecret: 's' });

describe('settle', () => {
  it('applies a VM transition once its duration has elapsed, dated when it finished', () => {
    const w = world();
    w.virtualMachines.push(
      testVm({
        id: 1,
        status: 'Starting',
        transition: {
          from: 'Stopped',
          to: 'Running',
          startedAt: '2026-03-15T09:59:00.000Z',
          durationMs: 30_000,
        },
        updatedAt: '2026-03-15T09:59:00.000Z',
      }),
    );
    expect(nextDueAt(w)).toBe(Date.parse('2026-03-15T09:59:30.000Z'));
    settle(w, new Date('2026-03-15T09:59:29.999Z'));
    expect(w.virtualMachines.byId(1)?.status).toBe('Starting');
    settle(w, now);
    expect(w.virtualMachines.byId(1)).toMatchObject({
      status: 'Running',
      transition: null,
      updatedAt: '2026-03-15T09:59:30.000Z',
    });
  });

  it('keeps expired MFA challenges a day, then drops them', () => {
    const w = world();
    w.mfaChallenges.push({
      id: 1,
      userId: 1,
      familyId: 1,
      codeHash: 'h',
      attempts: 0,
      usedAt: null,
      createdAt: '',
      expiresAt: '2026-03-15T09:00:00.000Z',
    });
    expect(nextDueAt(w)).toBe(Date.parse('2026-03-16T09:00:00.000Z'));
    settle(w, now);
    expect(w.mfaChallenges).toHaveLength(1);
    settle(w, new Date('2026-03-16T09:00:00.000Z'));
    expect(w.mfaChallenges).toHaveLength(0);
  });

  it('has nothing due on a quiet world, so requests write nothing', () => {
    expect(nextDueAt(world())).toBe(Infinity);
  });

  it('drops an ended session and a spent console ticket at once, unexpired ones only later', () => {
    const w = world();
    const family = (id: number, revoked: boolean) => ({
      id,
      userId: 1,
      mfaVerified: true,
      currentJti: 'j',
      previousJti: null,
      rotatedAt: '2026-03-15T09:00:00.000Z',
      revoked,
      createdAt: '2026-03-15T09:00:00.000Z',
      expiresAt: '2026-03-22T09:00:00.000Z',
    });
    w.refreshFamilies.push(family(1, true), family(2, false));
    const ticket = (id: number, usedAt: string | null) => ({
      id,
      vmId: 1,
      companyId: 1,
      familyId: 2,
      usedAt,
      expiresAt: '2026-03-15T10:05:00.000Z',
    });
    w.consoleTickets.push(ticket(1, '2026-03-15T09:59:00.000Z'), ticket(2, null));
    expect(nextDueAt(w)).toBeLessThanOrEqual(now.getTime());
    settle(w, now);
    expect(w.refreshFamilies.map((f) => f.id)).toEqual([2]);
    expect(w.consoleTickets.map((c) => c.id)).toEqual([2]);
    settle(w, new Date('2026-03-15T10:05:00.000Z'));
    expect(w.consoleTickets.toArray()).toEqual([]);
  });
});
