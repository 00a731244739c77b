import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPrivateKey } from './download-private-key';

describe('downloadPrivateKey', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('downloads privateKey.pem as application/x-pem-file and cleans up', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:key';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    downloadPrivateKey('-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n');

    expect(blob?.type).toBe('application/x-pem-file');
    expect(await blob?.text()).toBe('-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n');
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked.download).toBe('privateKey.pem');
    expect(clicked.getAttribute('href')).toBe('blob:key');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:key');
  });
});
