import { useState } from 'react';
import { lastFocused } from './last-focused';

/** The element the user was on when `open` turned true (what opened a dialog), kept until the next opening. */
export function useOpener(open: boolean): HTMLElement | null {
  const [state, setState] = useState<{ open: boolean; opener: HTMLElement | null }>({
    open: false,
    opener: null,
  });
  if (state.open !== open) setState({ open, opener: open ? lastFocused() : state.opener });
  return state.opener;
}
