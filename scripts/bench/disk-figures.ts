import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './load';
import { dueTimes } from './paced-load';
import type { Row } from './server-figures';

/** A database page, written and flushed at a commit rate the PostgreSQL rows hold. */
const PAGE = Buffer.alloc(8192, 1);
const RATE = 500;
const SECONDS = 3;

/**
 * How long this machine's disk takes to flush a commit: 8 kB written and fdatasync'ed in the
 * temp folder at 500 a second. No goal: it shows, in the same run, why the PostgreSQL rows keep
 * the database in memory (its stalls would be the rows' p99), and what a database on this disk
 * would add.
 */
export async function fsyncRow(): Promise<Row> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-fsync-'));
  const file = await open(path.join(dir, 'pages'), 'w');
  const times: number[] = [];
  try {
    for await (const _ of dueTimes(RATE, RATE * SECONDS)) {
      const began = performance.now();
      await file.write(PAGE, 0, PAGE.length, (times.length % 128) * PAGE.length);
      await file.datasync();
      times.push(performance.now() - began);
    }
  } finally {
    await file.close();
    await rm(dir, { recursive: true, force: true });
  }
  const ms = (p: number) => `${percentile(times, p).toFixed(1)} ms`;
  return {
    figure: 'commit flush on the temp folder disk (8 kB + fdatasync)',
    value: `p50 ${ms(50)}, p99 ${ms(99)}, max ${ms(100)} (${times.length} at ${RATE}/s)`,
    target: '',
    met: true,
  };
}
