import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from './color-scheme-script';

const PAGE = `<html><head><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>`;

type Handler = (html: string) => string;
const transform = (html: string) => {
  const hook = colorSchemeScript().transformIndexHtml as { handler: Handler };
  return hook.handler(html);
};

/** Runs the page's inline script as a browser would, with this storage and OS preference. */
function schemeSet(stored: string | null, prefersDark: boolean, storageThrows = false) {
  const script = /<script>(.*?)<\/script>/s.exec(transform(PAGE))![1]!;
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === 'color-scheme' ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  });
  new Function('document', 'localStorage', 'matchMedia', script)(
    document,
    localStorage,
    matchMedia,
  );
  return attributes.get('data-bs-theme');
}

describe('the colour scheme script in index.html', () => {
  it('runs before the stylesheet', () => {
    const html = transform(PAGE);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('sets the chosen scheme, else the operating system’s', () => {
    expect(schemeSet('light', true)).toBe('light');
    expect(schemeSet('dark', false)).toBe('dark');
    expect(schemeSet('system', true)).toBe('dark');
    expect(schemeSet(null, false)).toBe('light');
  });

  it('follows the operating system when storage is blocked', () => {
    expect(schemeSet('light', true, true)).toBe('dark');
  });
});
