/** The operator key, kept for this tab only (sessionStorage) and sent as x-sandbox-key. */
const KEY = 'console-operator-key';

export function readOperatorKey(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveOperatorKey(key: string | null): void {
  try {
    if (key) sessionStorage.setItem(KEY, key);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the key lives only as long as this call.
  }
}
