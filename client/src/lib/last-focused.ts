// The element the user focused last, kept even after it lost focus: a submit button is
// disabled while its request runs, which drops focus to the page before a dialog opens.
let last: HTMLElement | null = null;
// Set while the app moves focus on its own (a new screen's heading): that is no choice of the
// user's, so a dialog opening next still goes back to what the user had focused.
let quiet = false;

if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (!quiet && event.target instanceof HTMLElement && event.target !== document.body)
        last = event.target;
    },
    true,
  );

export const lastFocused = () => last;

/** Focuses `el` without it counting as the element the user focused last. */
export function focusQuietly(el: HTMLElement): void {
  quiet = true;
  try {
    el.focus();
  } finally {
    quiet = false;
  }
}

/** Whether focus can go back to an element: still on the page and not disabled. */
export const canRefocus = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.isConnected && !el.matches(':disabled');
