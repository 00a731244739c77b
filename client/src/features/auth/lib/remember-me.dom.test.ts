import { describe, expect, it } from 'vitest';
import { readRememberedEmail, saveRememberMe } from './remember-me';

describe('remember me', () => {
  it('keeps the email under RememberMe when ticked and removes it when unticked', () => {
    saveRememberMe(true, 'a@b.co');
    expect(readRememberedEmail()).toBe('a@b.co');
    saveRememberMe(false, 'a@b.co');
    expect(localStorage.getItem('RememberMe')).toBeNull();
    expect(readRememberedEmail()).toBeNull();
  });
});
