import { readJson, remove, STORAGE_KEYS, writeJson } from '@/lib/storage';

type Remembered = { rememberMe: true; email: string };

/** The email to prefill on the login screen, when the user ticked Remember me last time. */
export function readRememberedEmail(): string | null {
  const value = readJson<Remembered>(STORAGE_KEYS.rememberMe);
  return value && typeof value.email === 'string' ? value.email : null;
}

export function saveRememberMe(remember: boolean, email: string): void {
  if (remember)
    writeJson(STORAGE_KEYS.rememberMe, { rememberMe: true, email } satisfies Remembered);
  else remove(STORAGE_KEYS.rememberMe);
}
