import { describe, expect, it } from 'vitest';
import { datacenterCheck } from './datacenter-check';

const base = { chosen: true, pending: false, failed: false };

describe('datacenterCheck', () => {
  it('is idle until a datacenter is chosen, then checking', () => {
    expect(datacenterCheck({ ...base, chosen: false })).toEqual({ state: 'idle' });
    expect(datacenterCheck({ ...base, pending: true })).toEqual({ state: 'checking' });
  });

  it('lets the form go on when the datacenter is available', () => {
    const data = { available: true, reason: null, currentProgress: null };
    expect(datacenterCheck({ ...base, data })).toEqual({ state: 'available' });
  });

  it('points at the running setup job', () => {
    const data = {
      available: false,
      reason: 'initialization_in_progress',
      currentProgress: { jobId: 42 },
    };
    expect(datacenterCheck({ ...base, data })).toEqual({
      state: 'initializing',
      jobId: 42,
      message: 'Datacenter setup in currently in progress...',
    });
  });

  it('asks to come back later when no setup job is known', () => {
    const data = { available: false, reason: 'initialization_in_progress', currentProgress: null };
    expect(datacenterCheck({ ...base, data })).toEqual({
      state: 'initializing',
      jobId: null,
      message: 'Datacenter is being initialized. Please try again in a few minutes.',
    });
  });

  it('names any other reason', () => {
    const data = { available: false, reason: 'maintenance', currentProgress: null };
    expect(datacenterCheck({ ...base, data })).toEqual({
      state: 'unavailable',
      message: 'Datacenter is currently unavailable: maintenance',
    });
  });

  it('reports a failed check', () => {
    expect(datacenterCheck({ ...base, failed: true })).toEqual({
      state: 'unavailable',
      message: 'Unable to check datacenter availability',
    });
  });
});
