import { describe, expect, it } from 'vitest';
import type { World } from '../../model/schema';
import { ownCopy } from './own-world';

const template = {
  secrets: { jwt: 'template-secret' },
  outbox: [
    { id: 1, text: 'Join us: http://localhost:5173/confirmNewUser?token=abc&id=7' },
    { id: 2, text: 'Reset: https://old.try.example.com/resetPassword?token=x&id=3 today' },
    { id: 3, text: 'Your ticket http://localhost:5173/support is open' },
  ],
} as unknown as World;

describe('ownCopy', () => {
  it('gives the copy a secret of its own and its own origin in portal links, the template unchanged', () => {
    const before = JSON.stringify(template);
    const copy = ownCopy(template, 'http://abc.localhost:4500');
    expect(copy.secrets.jwt).not.toBe('template-secret');
    expect(copy.outbox.map((e) => e.text)).toEqual([
      'Join us: http://abc.localhost:4500/confirmNewUser?token=abc&id=7',
      'Reset: http://abc.localhost:4500/resetPassword?token=x&id=3 today',
      'Your ticket http://localhost:5173/support is open',
    ]);
    expect(JSON.stringify(template)).toBe(before);
  });
});
