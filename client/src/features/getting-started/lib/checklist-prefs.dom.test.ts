import { afterEach, describe, expect, it } from 'vitest';
import { GETTING_STARTED_STEPS } from '@contract/getting-started-steps';
import { isSignedInPath } from '@/config/paths';
import { clearAllButDeviceKeys, readString, STORAGE_KEYS } from '@/lib/storage';
import { prefsIn, savePrefs } from './checklist-prefs';

const read = (world: string) => prefsIn(readString(STORAGE_KEYS.gettingStarted), world);

describe("the checklist's state, per world", () => {
  afterEach(() => localStorage.clear());

  it('starts shown, and keeps each world apart', () => {
    expect(read('a')).toEqual({ collapsed: false, dismissed: false });
    savePrefs('a', { dismissed: true });
    savePrefs('b', { collapsed: true });
    expect(read('a')).toEqual({ collapsed: false, dismissed: true });
    expect(read('b')).toEqual({ collapsed: true, dismissed: false });
    savePrefs('a', { dismissed: false });
    expect(read('a')).toEqual({ collapsed: false, dismissed: false });
  });

  it('survives a sign-out, and reads a damaged entry as shown', () => {
    savePrefs('a', { dismissed: true });
    clearAllButDeviceKeys();
    expect(read('a').dismissed).toBe(true);
    expect(prefsIn('{not json', 'a')).toEqual({ collapsed: false, dismissed: false });
  });

  it('links every step to a signed-in screen of the portal', () => {
    for (const step of GETTING_STARTED_STEPS) expect(isSignedInPath(step.path)).toBe(true);
  });
});
