import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useGettingStarted } from '@/api/sandbox/get-getting-started';
import { isHostedWorld } from '@/lib/is-hosted-world';
import { onStorageChange, readString, STORAGE_KEYS } from '@/lib/storage';
import { prefsIn, savePrefs, type ChecklistPrefs } from '../lib/checklist-prefs';

const readRaw = () => readString(STORAGE_KEYS.gettingStarted);
// A screen painted ahead of time (the build's first screens) has no storage: nothing is shown.
const nothingStored = () => null;

/** A hosted world is named by its host (<id>.<apex>): known before the sandbox answers. */
const hostedWorldId = () => (isHostedWorld() ? window.location.hostname.split('.')[0] : undefined);

/**
 * The checklist's progress (null: this API offers none, or not yet) and how its visitor left it
 * in this world; every part of the portal showing it reads and changes the same entry.
 * `loading`: a hosted world, which always offers it, whose answer is on its way.
 */
export function useChecklist() {
  const { data: progress, isPending } = useGettingStarted();
  const raw = useSyncExternalStore(onStorageChange, readRaw, nothingStored);
  const expected = isPending ? hostedWorldId() : undefined;
  const world = progress?.world ?? expected;
  const prefs = useMemo(() => (world ? prefsIn(raw, world) : null), [raw, world]);
  const update = useCallback(
    (change: Partial<ChecklistPrefs>) => {
      if (world) savePrefs(world, change);
    },
    [world],
  );
  return { progress: progress ?? null, loading: !progress && !!expected, prefs, update };
}
