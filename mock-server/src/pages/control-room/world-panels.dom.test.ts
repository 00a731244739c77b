// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSnapshots } from './world-panels';

const saved = [{ name: 'mid-demo', savedAt: '2026-01-05T10:00:00.000Z', sizeBytes: 2048 }];

describe('the snapshots panel', () => {
  beforeEach(() => {
    document.body.innerHTML = '<ul id="snapshots"></ul>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Snapshots', data: saved }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const loadButton = () =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Load')!;

  it('asks before loading a snapshot, which ends every session as a reset does', async () => {
    const act = vi.fn();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await loadSnapshots(act);
    loadButton().click();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Load the snapshot "mid-demo"?'));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('every session ends'));
    expect(act).not.toHaveBeenCalled();
  });

  it('loads it once confirmed', async () => {
    const act = vi.fn();
    vi.stubGlobal('confirm', () => true);
    await loadSnapshots(act);
    loadButton().click();
    expect(act).toHaveBeenCalledWith(['POST', '/snapshots/mid-demo/load']);
  });
});
