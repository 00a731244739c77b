import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig, Rollup } from 'vite';
import { byPrecedence, pathPattern, readRouteTable, type RouteModules } from './route-table.ts';

/** Written beside Vite's manifest: each routed path with the modules it loads lazily. */
export const ROUTES_FILE = '.vite/routes.json';
export type RoutesFile = { routes: { path: string; modules: string[] }[] };

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
type ResolvedRoute = RouteModules & { ids: string[] };

type Options = {
  /** The route table, relative to Vite's root. */
  routerFile: string;
  /**
   * The area a route belongs to. Code that screens of the same areas share goes into one file
   * per set of areas, instead of one file per set of screens.
   */
  area: (route: RouteModules) => string;
};

/**
 * Build-time knowledge of the route table, for two things a single-page app does not do alone:
 *
 * - It learns which screen it shows only once its entry has run, and only then asks for the
 *   screen's chunk: one more round trip before anything useful paints. An inline script in
 *   index.html preloads, from `location.pathname`, the chunks and styles of the route about to
 *   render, in parallel with the entry.
 * - Left alone, the bundler makes one chunk per distinct set of screens sharing a module: dozens
 *   of small files, each a request. `sharedChunk` names a shared module's chunk by the set of
 *   areas whose screens use it instead (e.g. every module shared only by signed-in screens goes
 *   in one file). A module used by one screen stays in that screen's chunk.
 */
export function routeChunks(options: Options) {
  let config: ResolvedConfig;
  let routes: ResolvedRoute[] = [];
  const chunkNames = new Map<string, string>();
  const manifestKey = (id: string) => path.relative(config.root, id).split(path.sep).join('/');

  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const routerFile = path.resolve(config.root, options.routerFile);
      this.addWatchFile(routerFile);
      routes = [];
      for (const route of readRouteTable(readFileSync(routerFile, 'utf8')).sort(byPrecedence)) {
        const ids: string[] = [];
        for (const specifier of route.imports) {
          const resolved = await this.resolve(specifier, routerFile);
          if (!resolved) this.error(`route ${route.path}: cannot resolve ${specifier}`);
          ids.push(resolved.id);
        }
        routes.push({ ...route, ids });
      }
    },
    buildEnd() {
      const graph = (id: string) => this.getModuleInfo(id);
      chunkNames.clear();
      for (const [id, name] of sharedChunkNames(
        graph,
        [...this.getModuleIds()],
        areaOf(routes, options),
      ))
        chunkNames.set(id, name);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return undefined;
        return [
          { tag: 'script', children: preloadScript(routes, ctx, config.base), injectTo: 'head' },
        ];
      },
    },
    generateBundle() {
      const file: RoutesFile = {
        routes: routes.map((r) => ({ path: r.path, modules: r.ids.map(manifestKey) })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: JSON.stringify(file) });
    },
  };

  /** For `output.codeSplitting.groups[].name`: a shared module's chunk, or null to leave it be. */
  const sharedChunk = (id: string): string | null => chunkNames.get(id) ?? null;
  return { plugin, sharedChunk };
}

/** Each lazily loaded module's area: its route's, or its own name when no route loads it. */
function areaOf(routes: ResolvedRoute[], options: Options) {
  const areas = new Map<string, string>();
  for (const route of routes) {
    const id = route.ids.at(-1);
    if (id && !areas.has(id)) areas.set(id, options.area(route));
  }
  return (id: string) => areas.get(id) ?? path.basename(id).replace(/\.[^.]+$/, '');
}

type ModuleInfo = {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};

/**
 * Every module the entry does not load, reached (through static imports) from two or more
 * lazily loaded modules, named by the sorted set of their areas.
 */
function sharedChunkNames(
  graph: (id: string) => ModuleInfo | null,
  ids: string[],
  areaOf: (id: string) => string,
): Map<string, string> {
  const closure = (starts: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      stack.push(...(graph(id)?.importedIds ?? []));
    }
    return seen;
  };
  const initial = closure(
    ids.filter((id) => graph(id)?.isEntry),
    new Set(),
  );
  const lazy = new Set(ids.flatMap((id) => graph(id)?.dynamicallyImportedIds ?? []));
  const reachedBy = new Map<string, { entries: number; areas: Set<string> }>();
  for (const entry of lazy) {
    for (const id of closure([entry], initial)) {
      const reach = reachedBy.get(id) ?? { entries: 0, areas: new Set<string>() };
      reach.entries += 1;
      reach.areas.add(areaOf(entry));
      reachedBy.set(id, reach);
    }
  }
  const names = new Map<string, string>();
  for (const [id, reach] of reachedBy)
    if (reach.entries > 1) names.set(id, `shared-${[...reach.areas].sort().join('-')}`);
  return names;
}

/** The chunk a module ended up in. */
function chunkOf(bundle: Rollup.OutputBundle, id: string): Chunk | undefined {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  return (
    chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id))
  );
}

/** A chunk, its static imports (transitively) and their styles. */
function closure(bundle: Rollup.OutputBundle, chunk: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported as Chunk, into);
  }
  return into;
}

function preloadScript(routes: ResolvedRoute[], ctx: IndexHtmlTransformContext, base: string) {
  const bundle = ctx.bundle as Rollup.OutputBundle;
  const entry = closure(bundle, ctx.chunk as Chunk); // index.html already links these
  const files: string[] = [];
  const table = routes.map((route) => {
    const wanted = new Set<string>();
    for (const id of route.ids) {
      const chunk = chunkOf(bundle, id);
      if (chunk) closure(bundle, chunk, wanted);
    }
    const indexes = [...wanted]
      .filter((file) => !entry.has(file))
      .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
    return [pathPattern(route.path), indexes] as const;
  });
  // Kept small and old-fashioned: it runs before anything else, in every browser.
  return `(function(){var b=${JSON.stringify(base)},f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname.slice(b.length-1)||"/";for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement("link");l.crossOrigin="";l.rel=/\\.css$/.test(f[n])?"stylesheet":"modulepreload";l.href=b+f[n];document.head.appendChild(l)});break}})()`;
}
