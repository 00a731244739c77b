import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { JsonWorld } from '../storage/engine/migrations/json-world';

/*
 * For tests: worlds as the sandbox of each older version really stored them, kept gzipped in
 * fixtures/. Each is that version's own seed (`npm run reset` at its commit); on versions 1 and
 * 2 its own server then ran and the demo customer signed in (a session), on version 2 also
 * creating a VM (a job). Versions 3 and 4 are the seed alone: their server no longer starts
 * with today's packages. Unlike older-worlds.ts, nothing here is rebuilt from today's types.
 */

/** The commit each recorded world was seeded at. */
const RECORDED_AT: Record<number, string> = {
  1: 'b07a633',
  2: 'ed310db',
  3: '32c6b72',
  4: 'a6a8938',
};

/** The stored world of that version, a new copy on each call. */
export function recordedWorld(version: number): JsonWorld {
  const file = new URL(`./fixtures/world-v${version}.json.gz`, import.meta.url);
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as JsonWorld;
}

/** Every recorded version, oldest first. */
export const RECORDED_WORLDS: readonly { version: number; commit: string }[] = Object.entries(
  RECORDED_AT,
).map(([version, commit]) => ({ version: Number(version), commit }));
