import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { freePorts } from '../../tests/support/free-port';
import { FIRST_SCREEN_BUDGET as budget, firstScreen, kB } from '../build/first-screen';
import {
  LIGHTHOUSE_SCORE_GOAL,
  TBT_GOAL_MS,
  lighthouseRuns,
  medianRun,
  sessionStorageItems,
} from './lighthouse-figures';
import { median, progress } from './load';
import { run } from './processes';
import { signIn, startSandbox, type Session } from './sandbox';
import type { Row } from './server-figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Lighthouse's runs per page: its score moves from run to run with what else the machine does,
 * and Lighthouse's own advice is the median of five (it roughly halves the spread).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Lighthouse's mobile profile: a mid-range phone on a slow 4G connection. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const VIEWPORT = { width: 412, height: 823 };

/**
 * The performance issue's goals for the first screen, printed as the rows' targets. The bundle
 * check's budget (build/first-screen.ts) only keeps the size from creeping up meanwhile.
 */
const FIRST_SCREEN_GOAL = { js: 100_000, css: 30_000 } as const;
const LCP_GOAL_MS = 800;
const CLS_GOAL = 0.02;

/** A gzip copy beside every text file, as a production server would send them. */
async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(`${file}.gz`, await promisify(gzip)(await readFile(file), { level: 9 }));
  }
}

/** The built portal, compressed, with every unknown path answered by index.html. */
async function servePortal(root: string, port: number) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, preCompressed: true, index: false, wildcard: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

type Vitals = { lcp: number; cls: number; lcpElement: string; timeline: string[] };

/** Records LCP and layout shifts from the start of every document. */
const OBSERVE = `(() => {
  const v = (window.__vitals = { lcp: 0, lcpElement: '', shifts: [] });
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(gone)';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { v.lcp = e.startTime; v.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** When each request started and ended, and when the page painted (for BENCH_VERBOSE=1). */
const TIMELINE = `(() => {
  const ms = (t) => String(Math.round(t)).padStart(5);
  const rows = performance.getEntriesByType('resource').map((e) =>
    ms(e.startTime) + ' ' + ms(e.responseEnd) + '  ' + String(Math.round(e.encodedBodySize / 100) / 10).padStart(5) + ' kB  ' + e.name.replace(location.origin, ''));
  const nav = performance.getEntriesByType('navigation')[0];
  if (nav) rows.unshift(ms(nav.startTime) + ' ' + ms(nav.responseEnd) + '  document');
  for (const p of performance.getEntriesByType('paint')) rows.push(ms(p.startTime) + '        ' + p.name);
  return rows;
})()`;

/** CLS as Chrome reports it: the worst session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: { t: number; value: number }[]): number {
  let worst = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - start > 5000) {
      current = 0;
      start = s.t;
    }
    current += s.value;
    last = s.t;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** One cold load (new profile: empty caches) of a page under throttling. */
async function loadOnce(browser: Browser, url: string, session: Session | null): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (session) {
      const storage = sessionStorageItems(session);
      await context.addInitScript((items: Record<string, string>) => {
        try {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage
        }
      }, storage);
    }
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    // Network idle can come before the content paints (the main thread is still busy under
    // the CPU slowdown): wait for a first LCP entry, then a little for later, larger ones.
    await page.waitForFunction(
      () => (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0,
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const raw = await page.evaluate(
      () =>
        (window as unknown as { __vitals: Vitals & { shifts: { t: number; value: number }[] } })
          .__vitals,
    );
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${page.url()}`);
    return {
      lcp: raw.lcp,
      lcpElement: raw.lcpElement,
      cls: cumulativeLayoutShift(raw.shifts),
      timeline: await page.evaluate(TIMELINE),
    };
  } finally {
    await context.close();
  }
}

/**
 * The portal as a visitor gets it: a production build served gzip-compressed, loaded cold in
 * Chromium under Lighthouse-like mobile throttling; LCP and CLS of /login and of /dashboard
 * (signed in), medians of three loads each, the first screen's size, then Lighthouse's own
 * mobile performance score of both (three runs each, the median shown).
 */
export async function webFigures(): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  const outDir = path.join(tmp, 'client');
  // Free ports unless BENCH_WEB_API_PORT / BENCH_WEB_PORT name them (the build is made for them).
  const [freeApi, freeWeb] = (await freePorts(2)) as [number, number];
  const apiPort = Number(process.env.BENCH_WEB_API_PORT ?? freeApi);
  const webPort = Number(process.env.BENCH_WEB_PORT ?? freeWeb);
  const api = `http://127.0.0.1:${apiPort}`;
  const portal = `http://127.0.0.1:${webPort}`;
  progress('building the portal');
  await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    VITE_API_BASE_URL: `${api}/v1`,
    VITE_ASSETS_BASE_URL: `${api}/assets`,
  });
  const screen = firstScreen(outDir, budget.path);
  await precompress(outDir);

  progress('starting the sandbox and the portal');
  const sandbox = await startSandbox(apiPort, path.join(tmp, 'data'), {
    fresh: true,
    portalUrl: portal,
  });
  const web = await servePortal(outDir, webPort);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  try {
    const session = await signIn(api);
    const pages = [
      { path: '/login', session: null },
      { path: '/dashboard', session },
    ];
    const results: Record<string, Vitals[]> = {};
    for (let round = 0; round < RUNS; round++)
      for (const p of pages) {
        const vitals = await loadOnce(browser, `${portal}${p.path}`, p.session);
        progress(
          `${p.path}, load ${round + 1} of ${RUNS}: LCP ${Math.round(vitals.lcp)} ms (${vitals.lcpElement}), CLS ${vitals.cls.toFixed(3)}`,
        );
        if (process.env.BENCH_VERBOSE) for (const row of vitals.timeline) progress(`  ${row}`);
        (results[p.path] ??= []).push(vitals);
      }

    const count = (kind: 'js' | 'css') => screen.files.filter((f) => f.kind === kind).length;
    const rows: Row[] = (['js', 'css'] as const).map((kind) => ({
      figure: `first screen (${budget.path}) ${kind.toUpperCase()}, gzip`,
      value: `${kB(screen[kind])} in ${count(kind)} files`,
      target: `<= ${kB(FIRST_SCREEN_GOAL[kind])} (budget ${kB(budget[kind])})`,
      met: screen[kind] <= FIRST_SCREEN_GOAL[kind],
    }));
    for (const p of pages) {
      const runs = results[p.path] ?? [];
      const lcp = median(runs.map((r) => r.lcp));
      const cls = median(runs.map((r) => r.cls));
      rows.push({
        figure: `LCP and CLS, ${p.path}${p.session ? ' (signed in)' : ''}, mobile throttling`,
        value: `LCP ${(lcp / 1000).toFixed(2)} s (${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')}), CLS ${cls.toFixed(3)}`,
        target: `LCP <= ${LCP_GOAL_MS / 1000} s, CLS <= ${CLS_GOAL}`,
        met: lcp <= LCP_GOAL_MS && cls <= CLS_GOAL,
      });
    }
    for (const p of pages) {
      const runs = await lighthouseRuns(`${portal}${p.path}`, p.session, LIGHTHOUSE_RUNS);
      const mid = medianRun(runs);
      const withTbt = p.session !== null;
      rows.push({
        figure: `Lighthouse mobile performance, ${p.path}${p.session ? ' (signed in)' : ''}`,
        value: `${mid.score} (${runs.map((r) => r.score).join(', ')}), TBT ${Math.round(mid.tbtMs)} ms, LCP ${(mid.lcpMs / 1000).toFixed(2)} s`,
        target: `>= ${LIGHTHOUSE_SCORE_GOAL}${withTbt ? `, TBT < ${TBT_GOAL_MS} ms` : ''}`,
        met: mid.score >= LIGHTHOUSE_SCORE_GOAL && (!withTbt || mid.tbtMs < TBT_GOAL_MS),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await web.close();
    await sandbox.stop();
  }
}
