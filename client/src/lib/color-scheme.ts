import { schemeOf, type ColorSchemeChoice } from './color-scheme-rule';
import { onStorageChange, readString, STORAGE_KEYS, writeString } from './storage';

/** The choice kept on this device; nothing kept (or anything else) is "system". */
export function readColorSchemeChoice(): ColorSchemeChoice {
  const stored = readString(STORAGE_KEYS.colorScheme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function saveColorSchemeChoice(choice: ColorSchemeChoice): void {
  try {
    writeString(STORAGE_KEYS.colorScheme, choice);
  } catch {
    // Storage full or blocked: the scheme is not kept, the page keeps the one it has.
  }
}

/** Puts the scheme on <html>, where Bootstrap's colour modes and the portal's tokens read it. */
export function applyColorScheme(doc: Document, prefersDark: boolean): void {
  doc.documentElement.setAttribute(
    'data-bs-theme',
    schemeOf(readString(STORAGE_KEYS.colorScheme), prefersDark),
  );
}

/** Keeps <html> in the chosen scheme: on a choice here or in another tab, and on an OS switch. */
export function followColorScheme(doc: Document, media: MediaQueryList): () => void {
  const apply = () => applyColorScheme(doc, media.matches);
  apply();
  media.addEventListener('change', apply);
  const stopStorage = onStorageChange(apply);
  return () => {
    media.removeEventListener('change', apply);
    stopStorage();
  };
}
