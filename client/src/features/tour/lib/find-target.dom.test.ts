import { afterEach, describe, expect, it } from 'vitest';
import { findTarget, isShown } from './find-target';
import { tourSteps, type TourTarget } from './tour-steps';

const steps = tourSteps({ controlRoom: true });
const stepOf = (target: TourTarget) => steps.find((s) => s.target === target)!;

/** An element marked for the tour, laid out at `left` (jsdom lays nothing out by itself). */
function marked(name: string, { left = 10, width = 100 } = {}): HTMLElement {
  const el = document.createElement('a');
  el.dataset.tour = name;
  const rect = new DOMRect(left, 10, width, 40);
  el.getClientRects = () => [rect] as unknown as DOMRectList;
  el.getBoundingClientRect = () => rect;
  document.body.append(el);
  return el;
}

afterEach(() => document.body.replaceChildren());

describe('isShown', () => {
  it('is false for what is not laid out, hidden or pushed off the screen (the closed menu)', () => {
    const unlaid = document.createElement('a');
    document.body.append(unlaid);
    expect(isShown(unlaid)).toBe(false);
    expect(isShown(null)).toBe(false);
    const hidden = marked('networks');
    hidden.style.visibility = 'hidden';
    expect(isShown(hidden)).toBe(false);
    expect(isShown(marked('teams', { left: -300, width: 280 }))).toBe(false);
    expect(isShown(marked('support'))).toBe(true);
  });
});

describe('findTarget', () => {
  it('points at the step’s own element when it is on screen', () => {
    const link = marked('virtualMachines');
    marked('menu');
    expect(findTarget(stepOf('virtualMachines'))).toEqual({
      element: link,
      name: 'Virtual Machines in the sidebar',
    });
  });

  it('points at the menu button when a sidebar item is in the closed menu', () => {
    marked('networks', { left: -300, width: 280 });
    const menu = marked('menu');
    expect(findTarget(stepOf('networks'))).toEqual({
      element: menu,
      name: 'the Open menu button: Networks is in that menu',
    });
  });

  it('points at nothing rather than at something hidden', () => {
    const hidden = marked('teams');
    hidden.style.visibility = 'hidden';
    expect(findTarget(stepOf('teams'))).toBeNull();
    // The Job Status button is not in the menu: no menu button stands in for it.
    marked('menu');
    expect(findTarget(stepOf('jobStatus'))).toBeNull();
  });
});
