import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_BUDGET as budget, firstScreen, kB } from './build/first-screen';

/**
 * `npm run check:bundle` (after a build: `npm test` runs it after `build:portal`, on the build
 * the browser tests use): the gzip size of every JS and CSS file the first screen loads, against
 * its budget. Fails when either total is over.
 */
const distDir = process.argv[2] ?? 'dist/client';
if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  console.error(`No build in ${distDir}: run \`npm run build:portal\` first.`);
  process.exit(1);
}
const screen = firstScreen(distDir, budget.path);

for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}`);
const line = (kind: 'js' | 'css', limit: number) => {
  const over = screen[kind] > limit;
  const count = screen.files.filter((f) => f.kind === kind).length;
  console.log(
    `${budget.path} ${kind.toUpperCase().padEnd(3)} ${kB(screen[kind]).padStart(9)} gzip in ${count} files, budget ${kB(limit)}${over ? '  OVER BUDGET' : ''}`,
  );
  return over;
};
const overJs = line('js', budget.js);
const overCss = line('css', budget.css);
if (overJs || overCss) process.exit(1);
