import { describe, expect, it } from 'vitest';
import { canSubmitMessage, messageCounter } from './message-counter';

describe('messageCounter', () => {
  it.each([
    [0, '2000 characters remaining', 'normal'],
    [1900, '100 characters remaining', 'normal'],
    [1901, '99 characters remaining', 'warning'],
    [2000, '0 characters remaining', 'warning'],
    [2001, '1 characters over limit', 'over'],
    [2150, '150 characters over limit', 'over'],
  ])('%i characters: "%s" (%s)', (length, text, tone) => {
    expect(messageCounter('a'.repeat(length))).toEqual({ text, tone });
  });
});

describe('canSubmitMessage', () => {
  it('refuses an empty, blank or overlong message and accepts up to 2000 characters', () => {
    expect(canSubmitMessage('')).toBe(false);
    expect(canSubmitMessage(' \n\t')).toBe(false);
    expect(canSubmitMessage('x'.repeat(2001))).toBe(false);
    expect(canSubmitMessage('x')).toBe(true);
    expect(canSubmitMessage('x'.repeat(2000))).toBe(true);
  });
});
