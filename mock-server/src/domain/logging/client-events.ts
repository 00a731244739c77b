import { LOG_LIMITS, type ClientEvent, type ClientEventRequest } from '@contract/logging';
import { nextId } from '../../model/ids';
import type { ClientEventRecord, World } from '../../model/schema';

/**
 * Keeps an event the portal reported, with who reported it when the caller was signed in.
 * Only the newest LOG_LIMITS.kept are kept: a flood pushes the oldest out instead of growing
 * the world.
 */
export function recordClientEvent(
  world: World,
  event: ClientEventRequest,
  caller: { userId: number; companyId: number } | null,
  now: Date,
): ClientEventRecord {
  const record: ClientEventRecord = {
    id: nextId(world, 'clientEvents'),
    at: now.toISOString(),
    level: event.level,
    message: event.message,
    context: event.context ?? {},
    userId: caller?.userId ?? null,
    companyId: caller?.companyId ?? null,
  };
  world.clientEvents.push(record);
  world.clientEvents.keepNewest(LOG_LIMITS.kept);
  return record;
}

/** Newest first, with the reporter's email (the control room's view). */
export function clientEventsView(world: World, level?: string): ClientEvent[] {
  return world.clientEvents
    .filter((e) => !level || e.level === level)
    .reverse()
    .map(({ userId, companyId: _companyId, ...e }) => ({
      ...e,
      at: new Date(e.at),
      user: userId === null ? null : (world.users.find((u) => u.id === userId)?.email ?? null),
    }));
}
