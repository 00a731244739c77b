import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const PAGE =
  '<html><head><script>scheme()</script>\n    <link rel="stylesheet" crossorigin href="/static/index-abc.css">\n    <script>preload()</script></head><body><div id="root"></div></body></html>';
const CSS = ':root{--bs-primary:#1d4ed8}.btn{display:inline-block}';
const files: Record<string, string> = { 'static/index-abc.css': CSS };
const read = (file: string) => files[file];

describe('inlineStylesheets', () => {
  const html = inlineStylesheets(PAGE, '/', read);

  it('puts the build’s stylesheet in the page where its link was', () => {
    expect(html).toContain(`<style>${CSS}</style>`);
    const order = ['scheme()', '<style>', 'preload()'].map((s) => html.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the link, disabled, for the code that loads later screens to find', () => {
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/static/index-abc.css" disabled>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toMatch(/rel="stylesheet"[^>]*href="\/static\/index-abc.css">/);
  });

  it('reads the file under the build’s base path', () => {
    const page = PAGE.replace('/static/', '/portal/static/');
    expect(inlineStylesheets(page, '/portal/', read)).toContain(`<style>${CSS}</style>`);
  });

  it('leaves stylesheets that are not the build’s as they are', () => {
    const page = PAGE.replace('/static/index-abc.css', 'https://cdn.example/x.css');
    expect(inlineStylesheets(page, '/', read)).toBe(page);
    const missing = PAGE.replace('index-abc.css', 'other.css');
    expect(inlineStylesheets(missing, '/', read)).toBe(missing);
  });

  it('refuses a stylesheet that would end its style element', () => {
    const broken = (file: string) => (file === 'static/index-abc.css' ? 'a{}</style>' : undefined);
    expect(() => inlineStylesheets(PAGE, '/', broken)).toThrow(/contains "<\/style"/);
  });
});
