import { tourTargetSelector, type TourStep } from './tour-steps';

/** The element a step points at and how a screen reader hears it; null: the step is centred. */
export type ResolvedTarget = { element: HTMLElement; name: string } | null;

/** On screen: laid out, not hidden (the closed slide-in menu is), and within the window's width. */
export function isShown(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) return false;
  if (getComputedStyle(element).visibility === 'hidden') return false;
  const rect = element.getBoundingClientRect();
  return rect.right > 0 && rect.left < window.innerWidth && rect.width > 0 && rect.height > 0;
}

/**
 * The step's own element if it is on screen; for a sidebar item on a small screen, where the
 * sidebar is a closed menu, the button that opens that menu; otherwise none, never something
 * hidden.
 */
export function findTarget(step: TourStep, root: ParentNode = document): ResolvedTarget {
  const own = root.querySelector(tourTargetSelector(step.target));
  if (isShown(own)) return { element: own, name: step.targetName };
  if (step.inMenu) {
    const menu = root.querySelector(tourTargetSelector('menu'));
    if (isShown(menu))
      return { element: menu, name: `the Open menu button: ${step.title} is in that menu` };
  }
  return null;
}
