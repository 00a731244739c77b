import type { Plugin } from 'vite';
import { PREFERS_DARK, schemeOf } from '../../client/src/lib/color-scheme-rule.ts';
import { STORAGE_KEYS } from '../../client/src/lib/storage.ts';
import { beforeStylesheet } from './route-preload.ts';

/**
 * Puts the chosen colour scheme on <html> (`data-bs-theme`) from an inline script in the head,
 * before the stylesheet: the first paint, the screens index.html carries included, is already
 * in the right scheme, never light for a moment on a dark machine. Blocked storage: the OS's.
 */
export function colorSchemeScript(): Plugin {
  const script =
    `<script>(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.colorScheme)})}catch(e){}` +
    `document.documentElement.setAttribute('data-bs-theme',(${schemeOf.toString()})(s,matchMedia(${JSON.stringify(PREFERS_DARK)}).matches))})()</script>`;
  return {
    name: 'color-scheme-script',
    transformIndexHtml: { order: 'post', handler: (html) => beforeStylesheet(html, script) },
  };
}
