import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEntryAfterPaint, startEntry } from './entry-after-paint';

const PAGE =
  '<html><head><script type="module" crossorigin src="/static/index-abc.js"></script>\n    <link rel="stylesheet" crossorigin href="/static/index.css">\n  </head><body><div id="root"></div></body></html>';

describe('runEntryAfterPaint', () => {
  const html = runEntryAfterPaint(PAGE);

  it('fetches the entry at once but no longer runs it as a module script', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/static/index-abc.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('index.css'));
  });

  it('starts it from an inline script at the end of the head', () => {
    const script = /<script>(.*?)<\/script>\s*<\/head>/s.exec(html)?.[1] ?? '';
    expect(script).toContain('"/static/index-abc.js","data-first-paint",1000)');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('index.css'));
  });

  it('refuses a page whose entry it cannot find', () => {
    expect(() => runEntryAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });
});

describe('startEntry', () => {
  type Started = { started?: string[] };
  const started = () => (globalThis as Started).started ?? [];
  let modules = 0;
  /** A module of its own each time (imports are cached), which notes that it ran. */
  const entry = () => {
    const name = `entry-${++modules}`;
    const code = `(globalThis.started ??= []).push(${JSON.stringify(name)})`;
    return { name, src: `data:text/javascript,${encodeURIComponent(code)}` };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  /** A document as far as startEntry reads it. */
  function page(options: { loading?: boolean; painted?: boolean; hidden?: boolean }) {
    const listeners: Record<string, () => void> = {};
    const doc = {
      readyState: options.loading ? 'loading' : 'interactive',
      hidden: options.hidden ?? false,
      documentElement: { hasAttribute: () => options.painted ?? false },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    return { doc: doc as unknown as Document, parsed: () => listeners.DOMContentLoaded?.() };
  }

  /** The browser's paint entries, reported when `paint()` is called. */
  function paintTiming() {
    const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private callback: (list: unknown, observer: FakeObserver) => void) {}
      observe() {
        observers.push((list) => this.callback(list, this));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (name: string) =>
      [...observers].forEach((notify) =>
        notify({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }),
      );
  }

  afterEach(() => vi.unstubAllGlobals());

  it('waits for the document to be parsed, then runs the entry once', async () => {
    const { doc, parsed } = page({ loading: true });
    const { name, src } = entry();
    startEntry(doc, src, 'data-first-paint', 1000);
    await settle();
    expect(started()).not.toContain(name);
    parsed();
    await settle();
    expect(started().filter((n) => n === name)).toHaveLength(1);
  });

  it('with a painted screen, waits until the browser reports the first contentful paint', async () => {
    const paint = paintTiming();
    const { doc } = page({ painted: true });
    const { name, src } = entry();
    startEntry(doc, src, 'data-first-paint', 1000);
    paint('first-paint');
    await settle();
    expect(started()).not.toContain(name);
    paint('first-contentful-paint');
    await settle();
    expect(started().filter((n) => n === name)).toHaveLength(1);
  });

  it('runs it regardless once the wait is over, and only once', async () => {
    paintTiming();
    const { doc } = page({ painted: true });
    const { name, src } = entry();
    startEntry(doc, src, 'data-first-paint', 30);
    await settle();
    expect(started()).not.toContain(name);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started().filter((n) => n === name)).toHaveLength(1);
  });

  it('runs it at once in a hidden tab, which paints nothing', async () => {
    paintTiming();
    const { doc } = page({ painted: true, hidden: true });
    const { name, src } = entry();
    startEntry(doc, src, 'data-first-paint', 1000);
    await settle();
    expect(started()).toContain(name);
  });
});
