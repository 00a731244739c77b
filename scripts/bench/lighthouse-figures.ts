import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { freePorts } from '../../tests/support/free-port';
import { median, progress } from './load';
import type { Session } from './sandbox';

/** What the issue asks of both screens: Lighthouse's mobile performance score, out of 100. */
export const LIGHTHOUSE_SCORE_GOAL = 98;
/** ...and of the signed-in dashboard: its total blocking time, in ms. */
export const TBT_GOAL_MS = 200;

export type LighthouseRun = { score: number; tbtMs: number; lcpMs: number };

/** The browser storage the portal reads a session from, as its sign-in leaves it. */
export function sessionStorageItems(session: Session): Record<string, string> {
  return {
    token: session.accessToken,
    refreshToken: session.refreshToken,
    CompanyDetails: JSON.stringify({
      companyName: session.user.companyName,
      logoUrl: session.user.logoUrl,
      tabLogoUrl: session.user.tabLogoUrl,
      resellerName: session.user.resellerName,
    }),
  };
}

/**
 * Lighthouse's own run of a page (its default: a mobile phone, simulated slow 4G and a 4x slower
 * CPU, a cold cache), performance only, in the bench's Chromium. Lighthouse empties the HTTP
 * cache before each load but keeps local storage: a session written there first stays signed in.
 */
export async function lighthouseRuns(
  url: string,
  session: Session | null,
  runs: number,
): Promise<LighthouseRun[]> {
  const [port] = (await freePorts(1)) as [number];
  // A browser of its own for each page: a session written for /dashboard would sign /login in.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (session) await writeSession(port, url, session);
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const ms = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const run = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: ms('total-blocking-time'),
        lcpMs: ms('largest-contentful-paint'),
      };
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
      progress(
        `Lighthouse ${new URL(url).pathname}, run ${i + 1} of ${runs}: ${run.score}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms`,
      );
      results.push(run);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Writes the session into the browser's default profile, where Lighthouse opens its tab. */
async function writeSession(port: number, url: string, session: Session): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = cdp.contexts()[0];
    if (!context) throw new Error('the browser has no default profile');
    const page = await context.newPage();
    // A page of the portal's origin that needs no session, so nothing redirects meanwhile.
    await page.goto(new URL('/login', url).href);
    await page.evaluate((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, sessionStorageItems(session));
    await page.close();
  } finally {
    await cdp.close();
  }
}

/** The median run by score (its own TBT and LCP with it), so the figures shown belong together. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const score = median(runs.map((r) => r.score));
  return runs.reduce((best, r) =>
    Math.abs(r.score - score) < Math.abs(best.score - score) ? r : best,
  );
}
