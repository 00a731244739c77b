import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isServablePath, resolveAsset } from './asset-path';

describe('isServablePath', () => {
  it.each([
    'support/Policies/Acceptable Use Policy.md',
    'partnerCenter/Playbooks/Virtual Desktop Infrastructure (VDI).md',
    'support/images/network-topology.svg',
    'support/Release Notes/2025-07-23.md',
  ])('accepts %s', (path) => expect(isServablePath(path)).toBe(true));

  it.each([
    '../package.json',
    'support/../../package.json',
    'support/./Policies/x.md',
    '/etc/passwd.md',
    'support//x.md',
    'support\\..\\x.md',
    '.git/config.md',
    'support/Policies/x.md\u0000.png',
    'support/Policies/x.ts',
    'support/Policies/x',
    'support/Policies/x.MD.exe',
    `${'a/'.repeat(300)}x.md`,
  ])('refuses %j', (path) => expect(isServablePath(path)).toBe(false));
});

describe('resolveAsset', () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    const base = await mkdtemp(join(tmpdir(), 'assets-'));
    root = join(base, 'docs');
    outside = join(base, 'secret.md');
    await mkdir(join(root, 'support'), { recursive: true });
    await writeFile(join(root, 'support', 'a.md'), '# A');
    await writeFile(outside, 'secret');
    await symlink(outside, join(root, 'support', 'link.md'));
    await symlink(join(base), join(root, 'support', 'up'));
    await mkdir(join(root, 'support', 'folder.md'));
  });

  it('finds a file inside the root with its type', async () => {
    expect(await resolveAsset(root, 'support/a.md')).toEqual({
      file: expect.stringMatching(/a\.md$/),
      type: 'text/markdown; charset=utf-8',
    });
  });

  it('never follows a symlink out of the root, nor serves a folder or a missing file', async () => {
    expect(await resolveAsset(root, 'support/link.md')).toBeNull();
    expect(await resolveAsset(root, 'support/up/secret.md')).toBeNull();
    expect(await resolveAsset(root, 'support/folder.md')).toBeNull();
    expect(await resolveAsset(root, 'support/missing.md')).toBeNull();
  });
});
