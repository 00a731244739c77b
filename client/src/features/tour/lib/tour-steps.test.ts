import { describe, expect, it } from 'vitest';
import { tourSteps } from './tour-steps';

describe('tourSteps', () => {
  it('walks the navigation, the Job Status button and, in a sandbox, its control room', () => {
    expect(tourSteps({ controlRoom: true }).map((s) => s.target)).toEqual([
      'dashboard',
      'virtualMachines',
      'networks',
      'teams',
      'support',
      'jobStatus',
      'controlRoom',
    ]);
  });

  it('leaves the control room out where there is none (the real provider)', () => {
    const steps = tourSteps({ controlRoom: false });
    expect(steps).toHaveLength(6);
    expect(steps.some((s) => s.target === 'controlRoom')).toBe(false);
  });

  it('names what each step points at, and only the floating Job Status button is outside the menu', () => {
    for (const step of tourSteps({ controlRoom: true })) {
      expect(step.targetName.length).toBeGreaterThan(0);
      expect(step.inMenu).toBe(step.target !== 'jobStatus');
    }
  });
});
