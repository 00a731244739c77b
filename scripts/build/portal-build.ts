import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What a build is made from: a change to any of these makes the build stale.
const SOURCES = [
  'client',
  'contract',
  'scripts/build',
  'vite.config.ts',
  'vite.console.config.ts',
  'package-lock.json',
];

/** The build served from the sandbox's own origin: API at `/v1`, documents at `/assets`. */
export const SAME_ORIGIN_BUILD = {
  dir: 'dist/client',
  env: { VITE_API_BASE_URL: '/v1', VITE_ASSETS_BASE_URL: '/assets' },
};

const STAMP = '.build-stamp.json';

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** Why the build in `dir` cannot be used as it is, or null when it is current. */
export function staleBecause(dir: string, env: Record<string, string>): string | null {
  const stamp = path.join(dir, STAMP);
  if (!existsSync(stamp)) return 'no build yet';
  const built = JSON.parse(readFileSync(stamp, 'utf8')) as { env: Record<string, string> };
  if (JSON.stringify(built.env) !== JSON.stringify(env)) return 'built with other settings';
  const sources = Math.max(...SOURCES.filter((s) => existsSync(s)).map(newestChange));
  return sources > statSync(stamp).mtimeMs ? 'sources changed since' : null;
}

/** Builds the portal (and the sales console) unless the build in `dir` is current; says which it did. */
export function ensurePortalBuild({ dir, env } = SAME_ORIGIN_BUILD): void {
  const reason = staleBecause(dir, env);
  if (!reason) {
    console.log(`Portal build in ${dir} is current.`);
    return;
  }
  console.log(`Building the portal (${reason})...`);
  const build = (...args: string[]) =>
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  build();
  // The sales console, beside the portal's files (the trial serves it on its apex).
  build('--config', 'vite.console.config.ts');
  writeFileSync(path.join(dir, STAMP), JSON.stringify({ env }));
}
