import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig, Rollup } from 'vite';
import { byPrecedence, pathPattern, readRouteTable, type RouteModules } from './route-table.ts';

/** Written beside Vite's manifest: each routed path with the modules it loads lazily. */
export const ROUTES_FILE = '.vite/routes.json';
export type RoutesFile = { routes: { path: string; modules: string[] }[] };

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
type ResolvedRoute = RouteModules & { ids: string[] };

/**
 * A single-page app learns which screen it shows only once its entry has run, and only then
 * asks for the screen's chunk: one more round trip before anything useful paints. This plugin
 * reads the route table at build time and puts a small inline script in index.html that, from
 * `location.pathname`, preloads the chunks (and styles) of the route about to render, in
 * parallel with the entry.
 */
export function routePreload(options: { routerFile: string }): Plugin {
  let config: ResolvedConfig;
  let routes: ResolvedRoute[] = [];
  const manifestKey = (id: string) => path.relative(config.root, id).split(path.sep).join('/');

  return {
    name: 'route-preload',
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
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return undefined;
        const script = `<script>${preloadScript(routes, ctx, config.base)}</script>\n    `;
        // After the entry's own script and preloads (already on their way when it runs), and
        // before the stylesheet: an inline script waits for the styles above it to load.
        const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
        if (stylesheet < 0) return html.replace('</head>', `${script}</head>`);
        return html.slice(0, stylesheet) + script + html.slice(stylesheet);
      },
    },
    generateBundle() {
      const file: RoutesFile = {
        routes: routes.map((r) => ({ path: r.path, modules: r.ids.map(manifestKey) })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: JSON.stringify(file) });
    },
  };
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
  // Kept small and old-fashioned: it runs before anything else, in every browser. Styles are
  // only fetched here: the route applies them when it loads, after the entry's, in that order.
  return `(function(){var b=${JSON.stringify(base)},f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname.slice(b.length-1)||"/";for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement("link");l.crossOrigin="";if(/\\.css$/.test(f[n])){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.href=b+f[n];document.head.appendChild(l)});break}})()`;
}
