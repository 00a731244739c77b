import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** How a visitor left the checklist in one world: folded to its header, or hidden altogether. */
export type ChecklistPrefs = { collapsed: boolean; dismissed: boolean };
type ByWorld = Record<string, ChecklistPrefs>;

const SHOWN: ChecklistPrefs = { collapsed: false, dismissed: false };

/** Reads one world's entry from what local storage holds (its raw text, as a store snapshot). */
export function prefsIn(raw: string | null, world: string): ChecklistPrefs {
  if (!raw) return SHOWN;
  try {
    const entry = (JSON.parse(raw) as ByWorld | null)?.[world];
    return {
      collapsed: entry?.collapsed === true,
      dismissed: entry?.dismissed === true,
    };
  } catch {
    return SHOWN;
  }
}

/** Changes one world's entry, leaving the other worlds' as they are. */
export function savePrefs(world: string, change: Partial<ChecklistPrefs>): void {
  const all = readJson<ByWorld>(STORAGE_KEYS.gettingStarted) ?? {};
  const next = { ...SHOWN, ...all[world], ...change };
  try {
    writeJson(STORAGE_KEYS.gettingStarted, { ...all, [world]: next });
  } catch {
    // Storage full or blocked: the checklist stays as it is rather than break the screen.
  }
}
