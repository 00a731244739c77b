import type { EditVmRequest } from '@contract/virtual-machines';

/** The dropdown's first option: 'Select a team', meaning unassigned. */
export const NO_TEAM_ID = 0;

type EditValues = { name: string; teamId: number };
type Original = { name: string; teamId: number | null };

/** Only what changed, with the name trimmed; null when nothing did ('No changes made'). */
export function editChanges(original: Original, values: EditValues): EditVmRequest | null {
  const changes: EditVmRequest = {};
  const name = values.name.trim();
  if (name !== original.name) changes.name = name;
  const teamId = values.teamId === NO_TEAM_ID ? null : values.teamId;
  if (teamId !== (original.teamId ?? null)) changes.teamId = teamId;
  return Object.keys(changes).length > 0 ? changes : null;
}
