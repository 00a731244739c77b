import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../store/empty-world';
import { settle } from './settle';
import { testVm } from '../store/test-records';

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
    expect(settle(w, new Date('2026-03-15T09:59:29.999Z'))).toBe(false);
    expect(w.virtualMachines[0]?.status).toBe('Starting');
    expect(settle(w, now)).toBe(true);
    expect(w.virtualMachines[0]).toMatchObject({
      status: 'Running',
      transition: null,
      updatedAt: '2026-03-15T09:59:30.000Z',
    });
  });

  it('keeps expired MFA challenges a day, then drops them', () => {
    const w = world();
    const challenge = {
      id: 1,
      userId: 1,
      familyId: 1,
      codeHash: 'h',
      attempts: 0,
      usedAt: null,
      createdAt: '',
      expiresAt: '2026-03-15T09:00:00.000Z',
    };
    w.mfaChallenges.push(challenge);
    expect(settle(w, now)).toBe(false);
    expect(w.mfaChallenges).toHaveLength(1);
    expect(settle(w, new Date('2026-03-16T09:00:00.000Z'))).toBe(true);
    expect(w.mfaChallenges).toHaveLength(0);
  });

  it('reports no change on a quiet world', () => {
    expect(settle(world(), now)).toBe(false);
  });
});
