/**
 * The portal's local storage: these keys and no others. Everything else lives in memory or in
 * react-query's cache.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  rememberMe: 'RememberMe',
  companyDetails: 'CompanyDetails',
  sidebarCollapsed: 'sidebar-collapsed',
  activeJobs: 'activeJobs',
  completedJobs: 'completedJobs',
  colorScheme: 'color-scheme',
  // The ids of this world's users already offered the tour (a hosted world is an origin).
  tour: 'tour',
  gettingStarted: 'getting-started',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readString(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns the parsed value, or null when missing or unreadable (a corrupt entry is not fatal). */
export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Told after every write through this module, and when another tab changes storage. */
export function onStorageChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function writeString(key: StorageKey, value: string): void {
  localStorage.setItem(key, value);
  changed();
}

export function writeJson(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
  changed();
}

export function remove(key: StorageKey): void {
  localStorage.removeItem(key);
  changed();
}

/**
 * What belongs to the device, not to whoever signed in on it: sign-out keeps these. The users
 * already offered the tour are listed by id, so signing in again does not offer it again; a
 * checklist folded or hidden stays so, per world.
 */
const DEVICE_KEYS = [
  STORAGE_KEYS.rememberMe,
  STORAGE_KEYS.colorScheme,
  STORAGE_KEYS.tour,
  STORAGE_KEYS.gettingStarted,
];

/** Sign-out: forget everything but the device's own entries (remember-me, colour scheme). */
export function clearAllButDeviceKeys(): void {
  const kept = DEVICE_KEYS.map((key) => [key, readString(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  changed();
}
