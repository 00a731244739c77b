import type { Plugin } from 'vite';
import { SHOWN_ATTRIBUTE } from '../../client/src/app/first-paint/attributes.ts';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
/** How long the entry waits for the painted screen to be reported before it runs regardless. */
const PAINT_WAIT_MS = 1000;

/**
 * The entry's module script runs once the page is parsed and the entry has come, and when the
 * stylesheet and the entry arrive together that is before the browser has painted: the app's
 * code then holds back the screen painted from the HTML (first-paint.ts), and Lighthouse's
 * simulated first paint of /dashboard was 1.9 s instead of 1.5 s in half its runs. This plugin
 * fetches the entry at once (a modulepreload link) and runs it from an inline script once the
 * page is parsed and, when a screen was painted from the HTML, once the browser reports that
 * paint (at most a second later). A hidden tab paints nothing: there it runs at once.
 */
export function entryAfterPaint(): Plugin {
  return {
    name: 'entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.chunk ? runEntryAfterPaint(html) : undefined),
    },
  };
}

/** The page with its entry preloaded, and run by an inline script at the end of the head. */
export function runEntryAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('entry after paint: index.html has no module script with a src');
  const src = entry[1] as string;
  const script = `(${startEntry.toString()})(document,${JSON.stringify(src)},${JSON.stringify(SHOWN_ATTRIBUTE)},${PAINT_WAIT_MS})`;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`)
    .replace('</head>', `  <script>${script}</script>\n  </head>`);
}

/**
 * Runs in the page, as written (no imports, nothing but what every browser has): imports the
 * entry once, after the document is parsed (the app looks for #root at once) and its painted
 * screen, if any, has been reported by the browser.
 */
export function startEntry(doc: Document, src: string, shownAttribute: string, waitMs: number) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ src);
  };
  const afterParsing = () => {
    const painted = doc.documentElement.hasAttribute(shownAttribute);
    const paintReported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (doc.hidden || !painted || !paintReported) return go();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, waitMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterParsing);
  else afterParsing();
}
