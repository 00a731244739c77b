import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useGettingStarted } from '@/api/sandbox/get-getting-started';
import { onStorageChange, readString, STORAGE_KEYS } from '@/lib/storage';
import { prefsIn, savePrefs, type ChecklistPrefs } from '../lib/checklist-prefs';

const readRaw = () => readString(STORAGE_KEYS.gettingStarted);
// A screen painted ahead of time (the build's first screens) has no storage: nothing is shown.
const nothingStored = () => null;

/**
 * The checklist's progress (null: this API offers none) and how its visitor left it in this
 * world; every part of the portal showing it reads and changes the same entry.
 */
export function useChecklist() {
  const { data: progress } = useGettingStarted();
  const raw = useSyncExternalStore(onStorageChange, readRaw, nothingStored);
  const world = progress?.world;
  const prefs = useMemo(() => (world ? prefsIn(raw, world) : null), [raw, world]);
  const update = useCallback(
    (change: Partial<ChecklistPrefs>) => {
      if (world) savePrefs(world, change);
    },
    [world],
  );
  return { progress: progress ?? null, prefs, update };
}
