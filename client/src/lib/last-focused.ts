// The element the user focused last, kept even after it lost focus: a submit button is
// disabled while its request runs, which drops focus to the page before a dialog opens.
let last: HTMLElement | null = null;

if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target !== document.body)
        last = event.target;
    },
    true,
  );

export const lastFocused = () => last;

/** Whether focus can go back to an element: still on the page and not disabled. */
export const canRefocus = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.isConnected && !el.matches(':disabled');
