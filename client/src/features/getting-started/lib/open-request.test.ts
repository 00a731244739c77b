import { describe, expect, it } from 'vitest';
import {
  checklistFocusRequested,
  requestChecklistFocus,
  takeChecklistFocusRequest,
} from './open-request';

describe('a request for the checklist to take focus', () => {
  it('waits, when only looked at, until it is taken; then it is answered once', () => {
    takeChecklistFocusRequest(); // whatever an earlier test left
    expect(checklistFocusRequested()).toBe(false);
    requestChecklistFocus();
    // Looked at by an effect whose timer a render cleared: still there for the next one.
    expect(checklistFocusRequested()).toBe(true);
    expect(checklistFocusRequested()).toBe(true);
    expect(takeChecklistFocusRequest()).toBe(true);
    expect(checklistFocusRequested()).toBe(false);
    expect(takeChecklistFocusRequest()).toBe(false);
  });
});
