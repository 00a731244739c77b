/**
 * Asks the dashboard's checklist to take focus once it is on screen (opened from the sidebar's
 * indicator or the user menu, from any screen). A count, so that each request is answered once.
 */
let requests = 0;
let answered = 0;
const listeners = new Set<() => void>();

export function requestChecklistFocus(): void {
  requests += 1;
  listeners.forEach((listener) => listener());
}

/** Whether a request waits, without answering it. */
export const checklistFocusRequested = (): boolean => answered !== requests;

/** Whether a request waits; taking it answers it. */
export function takeChecklistFocusRequest(): boolean {
  if (answered === requests) return false;
  answered = requests;
  return true;
}

/** How many requests were made: a snapshot that changes with each one. */
export const checklistFocusRequests = (): number => requests;

export function onChecklistFocusRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
