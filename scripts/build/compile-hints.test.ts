import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksRunOnLoad } from './compile-hints';
import type { ResolvedRoute } from './route-preload';

/** A bundle's chunk as the plugin reads it: its file, modules and static imports. */
const chunk = (
  fileName: string,
  o: { entry?: boolean; modules?: string[]; imports?: string[] },
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: o.entry ?? false,
  facadeModuleId: o.modules?.[0] ?? null,
  moduleIds: o.modules ?? [],
  imports: o.imports ?? [],
  viteMetadata: { importedCss: new Set(fileName === 'dashboard.js' ? ['dashboard.css'] : []) },
});

const bundle = Object.fromEntries(
  [
    chunk('index.js', { entry: true, modules: ['/src/main.tsx'], imports: ['runtime.js'] }),
    chunk('runtime.js', {}),
    chunk('dashboard.js', { modules: ['/src/dashboard.tsx'], imports: ['query.js'] }),
    chunk('query.js', { modules: ['/node_modules/query.js'] }),
    // Imported on demand (a dialog opened): no route's first screen.
    chunk('dialog.js', { modules: ['/src/dialog.tsx'], imports: ['query.js'] }),
    { type: 'asset' as const, fileName: 'dashboard.css' },
  ].map((output) => [output.fileName, output]),
) as unknown as Rollup.OutputBundle;

const routes: ResolvedRoute[] = [
  { path: '/dashboard', imports: ['./dashboard'], loaders: [], ids: ['/src/dashboard.tsx'] },
];

describe('chunksRunOnLoad', () => {
  it("is the entry with its static imports, and every route's first-screen chunks", () => {
    expect([...chunksRunOnLoad(bundle, routes)].sort()).toEqual([
      'dashboard.js',
      'index.js',
      'query.js',
      'runtime.js',
    ]);
  });

  it('leaves out chunks imported on demand, and styles', () => {
    const files = chunksRunOnLoad(bundle, routes);
    expect(files.has('dialog.js')).toBe(false);
    expect(files.has('dashboard.css')).toBe(false);
  });

  it('is the entry alone when no route is known', () => {
    expect([...chunksRunOnLoad(bundle, [])].sort()).toEqual(['index.js', 'runtime.js']);
  });
});
