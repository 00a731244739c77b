import { describe, expect, it } from 'vitest';
import { records } from '../../model/records';
import type { World } from '../../model/schema';
import { ownCopy } from './own-world';

const template = {
  secrets: { jwt: 'template-secret' },
  virtualMachines: records([
    { id: 4, name: 'web-01', sshPassword: 'TemplatePassword' },
    { id: 9, name: 'db-01', sshPassword: 'TemplatePassword' },
  ]),
  outbox: records([
    { id: 1, text: 'Join us: http://localhost:5173/confirmNewUser?token=abc&id=7' },
    { id: 2, text: 'Reset: https://old.try.example.com/resetPassword?token=x&id=3 today' },
    { id: 3, text: 'Your ticket http://localhost:5173/support is open' },
  ]),
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

  it('gives each copy VM passwords of its own, the VMs otherwise the same', () => {
    const [one, two] = [
      ownCopy(template, 'http://a.localhost'),
      ownCopy(template, 'http://b.localhost'),
    ];
    expect(one.virtualMachines.map((v) => [v.id, v.name])).toEqual([
      [4, 'web-01'],
      [9, 'db-01'],
    ]);
    const passwords = [...one.virtualMachines, ...two.virtualMachines].map((v) => v.sshPassword);
    expect(new Set(passwords).size).toBe(4);
    expect(passwords).not.toContain('TemplatePassword');
  });
});
