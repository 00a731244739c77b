import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

/**
 * The notification area (its library and styles) loads when the first notification is shown,
 * not with the first screen. Notifications sent before it is there wait in the library's queue.
 */
export function requestNotificationArea(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useNotificationAreaRequested = () => useSyncExternalStore(subscribe, () => requested);
