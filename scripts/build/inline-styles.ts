import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * The first paint waits for the page's stylesheet: on a phone's slow link a second request,
 * sharing the line with the entry's script, and the painted screens showed at 0.78 s (/login)
 * and 0.86 s (/dashboard) under the bench's throttling. This plugin puts the entry's stylesheet
 * in index.html itself (the same bytes, in the page's own download): they paint at 0.42 and
 * 0.53 s. The stylesheet's file stays, and its link stays too, disabled (neither fetched nor
 * applied): the code that loads a later screen lists the entry's stylesheet among what that
 * screen needs, and adds a link to it unless one is there.
 */
export function inlineStyles(): Plugin {
  let base = '/';
  return {
    name: 'inline-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return undefined;
        return inlineStylesheets(html, base, (file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}

/**
 * The page with each stylesheet of the build (`read` gives its text by file name) in a style
 * element where its link was, the link kept but disabled. Others (not the build's) are left.
 */
export function inlineStylesheets(
  html: string,
  base: string,
  read: (file: string) => string | undefined,
): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (!href?.startsWith(base)) return link;
    const css = read(href.slice(base.length));
    if (css === undefined) return link;
    // Inside a style element only its own end tag ends it; CSS never needs to write one.
    if (/<\/style/i.test(css)) throw new Error(`inline styles: ${href} contains "</style"`);
    return `<style>${css}</style>${link.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}
