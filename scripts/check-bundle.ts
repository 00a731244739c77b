import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from './build/compile-hints';
import { firstScreen, kB, SCREEN_BUDGETS } from './build/first-screen';

/**
 * `npm run check:bundle` (after a build: `npm test` runs it after `build:portal`, on the build
 * the browser tests use): the gzip size of every JS and CSS file each budgeted screen loads
 * first (sign-in, and the dashboard signed in), against its budget. Fails when a total is over,
 * or when one of those JS files lost its compile hint (a later step that rewrites the files).
 */
const distDir = process.argv[2] ?? 'dist/client';
if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  console.error(`No build in ${distDir}: run \`npm run build:portal\` first.`);
  process.exit(1);
}

let over = false;
for (const budget of SCREEN_BUDGETS) {
  const screen = firstScreen(distDir, budget.path);
  console.log(`${budget.path}:`);
  for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip)) {
    const unhinted =
      f.kind === 'js' && !readFileSync(path.join(distDir, f.file), 'utf8').startsWith(COMPILE_HINT);
    console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}${unhinted ? '  NO COMPILE HINT' : ''}`);
    over ||= unhinted;
  }
  for (const kind of ['js', 'css'] as const) {
    const limit = budget[kind];
    const tooBig = screen[kind] > limit;
    const count = screen.files.filter((f) => f.kind === kind).length;
    console.log(
      `${budget.path} ${kind.toUpperCase().padEnd(3)} ${kB(screen[kind]).padStart(9)} gzip in ${count} files, budget ${kB(limit)}${tooBig ? '  OVER BUDGET' : ''}`,
    );
    over ||= tooBig;
  }
}
if (over) process.exit(1);
