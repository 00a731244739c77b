import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` waits up to 10 s, not 1: on CI the two cores also build the portal and run the
// sandbox's tests, and a form's validation once took longer than 1 s to show there. A wait, not a
// speed check: a test that passes still passes as soon as the text appears.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; react-bootstrap's Offcanvas asks it for breakpoints on every render.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A lazy part a test rendered (the job tracker, the tour) may still be loading its module when
// the file ends; loaded after the worker's environment is torn down, it fails whichever file the
// worker runs then (seen on CI). Each file waits for its imports before it ends.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
