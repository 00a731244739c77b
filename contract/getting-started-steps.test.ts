import { describe, expect, it } from 'vitest';
import { GETTING_STARTED_STEPS } from './getting-started-steps';

describe('the getting-started table', () => {
  it('has five steps with distinct ids, each with a title, a reason and a portal path', () => {
    expect(GETTING_STARTED_STEPS).toHaveLength(5);
    expect(new Set(GETTING_STARTED_STEPS.map((s) => s.id)).size).toBe(5);
    for (const step of GETTING_STARTED_STEPS) {
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.why).toMatch(/\.$/);
      expect(step.path).toMatch(/^\/[A-Za-z]+$/);
    }
  });
});
