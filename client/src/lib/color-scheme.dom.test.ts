import { describe, expect, it } from 'vitest';
import { schemeOf } from './color-scheme-rule';
import { followColorScheme, readColorSchemeChoice, saveColorSchemeChoice } from './color-scheme';
import { clearAllButDeviceKeys, STORAGE_KEYS, writeString } from './storage';

/** A media query list whose answer the test switches, telling its listeners as a browser does. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const switchTo = (dark: boolean) => {
    media.matches = dark;
    listeners.forEach((listener) => listener());
  };
  return { media: media as unknown as MediaQueryList, switchTo, listeners };
}

const scheme = () => document.documentElement.getAttribute('data-bs-theme');

describe('schemeOf', () => {
  it('gives Light and Dark as chosen, whatever the operating system prefers', () => {
    expect(schemeOf('light', true)).toBe('light');
    expect(schemeOf('dark', false)).toBe('dark');
  });

  it('follows the operating system for System, nothing stored or a value it does not know', () => {
    for (const stored of ['system', null, 'sepia', ''])
      expect([schemeOf(stored, true), schemeOf(stored, false)]).toEqual(['dark', 'light']);
  });
});

describe('the colour scheme choice', () => {
  it('is System until one is chosen, and kept under its own storage key', () => {
    expect(readColorSchemeChoice()).toBe('system');
    saveColorSchemeChoice('dark');
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('dark');
    expect(readColorSchemeChoice()).toBe('dark');
    writeString(STORAGE_KEYS.colorScheme, 'sepia');
    expect(readColorSchemeChoice()).toBe('system');
  });

  it('survives sign-out, which forgets the session', () => {
    saveColorSchemeChoice('light');
    writeString(STORAGE_KEYS.token, 'a.b.c');
    clearAllButDeviceKeys();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(readColorSchemeChoice()).toBe('light');
  });

  it('is applied to <html> at once, on a new choice and when the OS switches under System', () => {
    const os = fakeMedia(true);
    const stop = followColorScheme(document, os.media);
    expect(scheme()).toBe('dark');

    os.switchTo(false);
    expect(scheme()).toBe('light');

    saveColorSchemeChoice('dark');
    expect(scheme()).toBe('dark');
    os.switchTo(false);
    expect(scheme()).toBe('dark');

    saveColorSchemeChoice('system');
    expect(scheme()).toBe('light');

    stop();
    expect(os.listeners.size).toBe(0);
  });
});
