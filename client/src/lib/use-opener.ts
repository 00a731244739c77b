import { useState } from 'react';
import { canRefocus, lastFocused } from './last-focused';

/** What opened a dialog: the element the user was on, and the address it was on. */
export type Opener = { element: HTMLElement | null; path: string };

const NO_OPENER: Opener = { element: null, path: '' };

/** What the user was on when `open` turned true (what opened a dialog), kept until the next opening. */
export function useOpener(open: boolean): Opener {
  const [state, setState] = useState({ open: false, opener: NO_OPENER });
  if (state.open !== open)
    setState({
      open,
      opener: open ? { element: lastFocused(), path: window.location.pathname } : state.opener,
    });
  return state.opener;
}

/**
 * The opener, if focus can go back to it: still on the page, enabled, and on the same address.
 * After the address moved on, the screen being left may stay on the page a moment longer; focus
 * put there would be lost as soon as the next screen replaces it.
 */
export const returnableOpener = ({ element, path }: Opener): HTMLElement | null =>
  canRefocus(element) && window.location.pathname === path ? element : null;
