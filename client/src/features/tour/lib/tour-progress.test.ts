import { describe, expect, it } from 'vitest';
import { moveTour, stepCounter, type TourProgress } from './tour-progress';

const closed: TourProgress = { open: false };
const at = (index: number): TourProgress => ({ open: true, index, count: 3 });

describe('moveTour', () => {
  it('starts on the first step, or stays closed when there is nothing to show', () => {
    expect(moveTour(closed, 'start', 3)).toEqual(at(0));
    expect(moveTour(at(2), 'start', 3)).toEqual(at(0));
    expect(moveTour(closed, 'start', 0)).toEqual(closed);
  });

  it('goes forward and back, never before the first step', () => {
    expect(moveTour(at(0), 'next', 3)).toEqual(at(1));
    expect(moveTour(at(2), 'back', 3)).toEqual(at(1));
    expect(moveTour(at(0), 'back', 3)).toEqual(at(0));
  });

  it('ends on Next from the last step, and on Skip or Escape from any', () => {
    expect(moveTour(at(2), 'next', 3)).toEqual(closed);
    expect(moveTour(at(1), 'end', 3)).toEqual(closed);
    expect(moveTour(closed, 'next', 3)).toEqual(closed);
  });
});

describe('stepCounter', () => {
  it('counts from one', () => {
    expect(stepCounter(0, 7)).toBe('Step 1 of 7');
    expect(stepCounter(6, 7)).toBe('Step 7 of 7');
  });
});
