import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES_FILE, type RoutesFile } from './route-preload';

/** What a route's first screen downloads, by Vite's build manifest. */
export type FirstScreen = {
  path: string;
  files: { file: string; kind: 'js' | 'css'; gzip: number }[];
  js: number;
  css: number;
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Budgets of the first screen (/login), gzip, in bytes: what it weighed once Bootstrap's unused
 * utilities and valid-field styles were left out (CSS 28.8 kB), and once the routes were
 * rendered without the data router and sign-in without the query cache's code (JS 96.2 kB), so
 * neither can creep back; then 0.3 kB more JS for the compile hint at the top of each of its 13
 * files (compile-hints.ts), and 0.5 kB for React DOM in a file of its own (vite.config.ts): 97.1 kB.
 */
export const FIRST_SCREEN_BUDGET = { path: '/login', js: 97_200, css: 29_000 } as const;
/**
 * ...and of the signed-in visitor's first screen (/dashboard): what it weighed once the
 * getting-started steps were kept apart from their schema, so that it loads no schema library
 * (zod, 24 kB gzip, and the work of building schemas it never uses): 132.9 kB, then 0.8 kB
 * more for the compile hints of its 40 files, and 0.7 kB for React DOM apart: 134.4 kB.
 */
export const SIGNED_IN_SCREEN_BUDGET = { path: '/dashboard', js: 134_400, css: 29_000 } as const;
export const SCREEN_BUDGETS = [FIRST_SCREEN_BUDGET, SIGNED_IN_SCREEN_BUDGET] as const;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Every JS and CSS file a route loads before it can paint: the entry with its static imports
 * and styles, then the route's lazy modules (its layouts' too) with theirs. Files imported
 * dynamically later (a dialog opened, a form sent) are not part of it. The entry's stylesheet
 * comes inside index.html (build/inline-styles.ts): the same bytes, counted here as its file.
 */
export function firstScreen(distDir: string, routePath: string): FirstScreen {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;
  const manifest = read<Manifest>('.vite/manifest.json');
  const { routes } = read<RoutesFile>(ROUTES_FILE);
  const route = routes.find((r) => r.path === routePath);
  if (!route) throw new Error(`${routePath} is not in the route table`);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');

  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...route.modules]) visit(key);

  const measured = [...files].map((file) => ({
    file,
    kind: file.endsWith('.css') ? ('css' as const) : ('js' as const),
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
  const total = (kind: 'js' | 'css') =>
    measured.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
  return { path: routePath, files: measured, js: total('js'), css: total('css') };
}
