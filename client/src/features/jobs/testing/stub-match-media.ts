import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, and react-bootstrap's Offcanvas asks it for breakpoints on every
 * render. Test-only; a shared stub in client/src/test-setup.ts would make this unnecessary.
 */
export function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
