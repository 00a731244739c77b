import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SCREEN_ATTRIBUTE, SHOWN_ATTRIBUTE } from '../../client/src/app/first-paint/attributes.ts';
import { STORAGE_KEYS } from '../../client/src/lib/storage.ts';
import { pickFirstPaint, type PickerOptions } from './first-paint-picker.ts';
import {
  beforeStylesheet,
  closure,
  routeFiles,
  routeTableHooks,
  type Chunk,
} from './route-preload.ts';

type ScreensModule = typeof import('../../client/src/app/first-paint/screens.tsx');
type RenderedScreen = { path: string; signedIn: boolean; html: string };

/**
 * A single-page app paints nothing until its scripts have arrived and run: on a phone, a second
 * after its styles. This plugin renders the screens people land on cold (listed by the module
 * `screensFile`) at build time with the app's own components, and puts them in index.html's
 * #root, each hidden and inert. An inline script in the head (first-paint-picker.ts) reveals the
 * one this visit is about to render, so that it paints with the stylesheet, before any script;
 * the app then replaces it with the same screen, live.
 */
export function firstPaint(options: { screensFile: string; routerFile: string }): Plugin {
  const { table, hooks } = routeTableHooks(options.routerFile);

  return {
    name: 'first-paint',
    ...hooks,
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return undefined;
        const screens = await renderScreens(table.config, options.screensFile);
        const entryFiles = closure(ctx.bundle, ctx.chunk as Chunk);
        for (const screen of screens) {
          const route = table.routes.find((r) => r.path === screen.path);
          if (!route) throw new Error(`first paint: ${screen.path} is not in the route table`);
          // Painted before any script runs: nothing but the entry's stylesheet applies yet.
          const missing = [...routeFiles(ctx.bundle, route)].filter(
            (file) => file.endsWith('.css') && !entryFiles.has(file),
          );
          if (missing.length)
            throw new Error(
              `first paint: ${screen.path} needs styles the entry does not load (${missing.join(', ')}): import them in src/app/main.tsx`,
            );
        }
        return withScreens(html, screens, table.config.base);
      },
    },
  };
}

/** The page with the screens in #root, and the style and script that reveal one. */
function withScreens(html: string, screens: RenderedScreen[], base: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`first paint: index.html has no ${root}`);

  const wrappers = screens.map(
    (screen, index) =>
      `<div ${SCREEN_ATTRIBUTE}="${index}" inert aria-busy="true">${screen.html}</div>`,
  );
  const shown = screens.map(
    (_, index) => `html[${SHOWN_ATTRIBUTE}="${index}"] [${SCREEN_ATTRIBUTE}="${index}"]`,
  );
  const style = `<style>[${SCREEN_ATTRIBUTE}]{display:none}${shown.join(',')}{display:contents}</style>`;
  const options: PickerOptions = {
    base,
    screens: screens.map(({ path, signedIn }) => ({ path, signedIn })),
    attribute: SHOWN_ATTRIBUTE,
    keys: {
      token: STORAGE_KEYS.token,
      companyDetails: STORAGE_KEYS.companyDetails,
      sidebarCollapsed: STORAGE_KEYS.sidebarCollapsed,
    },
  };
  // Storage can be blocked (a throw on access): then nothing is revealed and the page starts
  // as it would without the screens.
  const script = `<script>try{(${pickFirstPaint.toString()})(document,localStorage,location,${JSON.stringify(options)})}catch(e){}</script>`;
  return beforeStylesheet(html, `${style}\n    ${script}`).replace(
    root,
    `<div id="root">${wrappers.join('')}</div>`,
  );
}

/** Each screen's markup, rendered in Node by Vite's SSR loader (the same aliases and plugins). */
async function renderScreens(config: ResolvedConfig, screensFile: string) {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { firstPaintScreens, renderFirstPaint } = (await server.ssrLoadModule(
      path.resolve(config.root, screensFile),
    )) as ScreensModule;
    return firstPaintScreens.map((screen): RenderedScreen => ({
      path: screen.path,
      signedIn: screen.signedIn,
      html: renderFirstPaint(screen),
    }));
  } finally {
    await server.close();
  }
}
