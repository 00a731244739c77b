import { describe, expect, it } from 'vitest';
import { afterStylesheet, beforeStylesheet } from './route-preload';

const PAGE =
  '<html><head><script type="module" src="/static/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/static/index.css"></head><body></body></html>';

describe('afterStylesheet', () => {
  it('puts the markup right after the stylesheet, where an inline script waits for it', () => {
    const html = afterStylesheet(PAGE, '<script>go()</script>');
    expect(html.indexOf('<script>go()</script>')).toBeGreaterThan(html.indexOf('index.css'));
    expect(html.indexOf('<script>go()</script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts it at the end of the head when there is no stylesheet', () => {
    const html = afterStylesheet('<html><head></head></html>', '<script>go()</script>');
    expect(html).toBe('<html><head><script>go()</script></head></html>');
  });

  it('leaves what beforeStylesheet puts ahead of the stylesheet there', () => {
    const html = afterStylesheet(
      beforeStylesheet(PAGE, '<script>first()</script>'),
      '<script>then()</script>',
    );
    const order = ['first()', 'index.css', 'then()'].map((s) => html.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
