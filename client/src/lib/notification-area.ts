import { useSyncExternalStore } from 'react';

/**
 * The notification area (its library and styles) is a chunk of its own, not part of the first
 * screen: it mounts at the first input on the page (toasts answer what the user does) or the
 * first toast, whichever comes first. A toast sent before it is up waits here rather than in the
 * library's queue: that queue goes to the first container that registers, and React may
 * register one, drop it and register another (StrictMode mounts twice), taking the queued toasts
 * with the dropped one.
 */
let wanted = false;
let up = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

export function wantNotificationArea(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/** Wants the area at the first pointer or key input on `target`; returns the cleanup. */
export function wantNotificationAreaOnInput(target: EventTarget): () => void {
  for (const input of INPUTS)
    target.addEventListener(input, wantNotificationArea, { capture: true, once: true });
  return () => {
    for (const input of INPUTS)
      target.removeEventListener(input, wantNotificationArea, { capture: true });
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useNotificationAreaWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** Shows at once when the area is up, else as soon as it is (and asks for it). */
export function whenNotificationAreaUp(show: () => void): void {
  if (up) return show();
  waiting.push(show);
  wantNotificationArea();
}

/**
 * The area's mount effect: it counts as up a microtask later, so a mount React undoes at once
 * never receives the waiting toasts. Returns the cleanup.
 */
export function notificationAreaMounted(): () => void {
  let undone = false;
  queueMicrotask(() => {
    if (undone) return;
    up = true;
    waiting.splice(0).forEach((show) => show());
  });
  return () => {
    undone = true;
    up = false;
  };
}
