import type { Plugin, Rollup } from 'vite';
import {
  closure,
  routeFiles,
  routeTableHooks,
  type Chunk,
  type ResolvedRoute,
} from './route-preload.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every
 * function of a file that starts with it is compiled as the file is streamed in, on a
 * background thread, instead of on the main thread when first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A screen's chunks are fetched to be run at once: the entry sets React and the router going,
 * and a route's chunks render its screen. Compiled lazily, each function the first render calls
 * was compiled on the main thread in the middle of it (650-810 ms of each /dashboard load under
 * the bench's 4x CPU slowdown went to compiling and parsing). This plugin puts the hint at the
 * top of the entry's chunks and of every route's (not of chunks imported later, on demand, most
 * of whose functions no first render calls). A file too small for Chrome to stream is compiled
 * in full on the main thread instead: a little more compiling there, less in the render after
 * (docs/benchmarks.md). It runs after minification, which would drop the comment; the build has
 * no source maps for it to shift.
 */
export function compileHints(options: { routerFile: string }): Plugin {
  const { table, hooks } = routeTableHooks(options.routerFile);
  return {
    name: 'compile-hints',
    ...hooks,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of chunksRunOnLoad(bundle, table.routes)) {
          const chunk = bundle[file] as Chunk;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

/** The JS files of the entry (with its static imports) and of every route's first screen. */
export function chunksRunOnLoad(bundle: Rollup.OutputBundle, routes: ResolvedRoute[]): Set<string> {
  const files = new Set<string>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) closure(bundle, output as Chunk, files);
  for (const route of routes) for (const file of routeFiles(bundle, route)) files.add(file);
  return new Set([...files].filter((file) => bundle[file]?.type === 'chunk'));
}
