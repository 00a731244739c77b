import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePorts } from '../../tests/support/free-port';
import { startServer } from '../bench/processes';
import { ensurePortalBuild, SAME_ORIGIN_BUILD } from '../build/portal-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { settled } from './portal';

/**
 * `npm run screenshots:console`: the README's pictures of the sales console and of a branded
 * demo, made from a fresh hosted trial (its own data folder, free port) into docs/screenshots/.
 */
const OUT = path.resolve('docs/screenshots');
const OPERATOR_KEY = 'screenshots-operator-key-0123456789';
const VIEWPORT = { width: 1440, height: 900 };
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M8 22 16 8l8 14z" fill="#fff"/><text x="40" y="22" font-family="sans-serif" font-size="15" font-weight="700" fill="#0f766e">Northwind</text></svg>',
).toString('base64')}`;
const DEMOS = [
  { company: 'Northwind Traders', template: 'demo-direct', logo: LOGO },
  { company: 'Contoso Partners', template: 'demo-reseller' },
  { company: 'Fabrikam Inc', template: 'demo-enterprise' },
];

const shot = async (page: Page, name: string, fullPage = false) => {
  await settled(page);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage, animations: 'disabled' });
  console.log(`docs/screenshots/${name}.png`);
};

async function main() {
  await mkdir(OUT, { recursive: true });
  ensurePortalBuild(); // the portal and console the trial serves, built once
  const [port] = (await freePorts(1)) as [number];
  const apex = `http://localhost:${port}`;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'screenshots-trial-'));
  const trial = await startServer(
    ['node', '--import', 'tsx', 'scripts/trial.ts'],
    {
      TRIAL_PORT: String(port),
      TRIAL_OPERATOR_KEY: OPERATOR_KEY,
      SANDBOX_DATA_DIR: tmp,
      SANDBOX_DEMO: '1',
      SANDBOX_PORTAL_DIR: SAME_ORIGIN_BUILD.dir,
      LOG_LEVEL: 'error',
    },
    `${apex}/`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const urls: string[] = [];
    for (const demo of DEMOS) {
      const res = await fetch(`${apex}/__demos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-key': OPERATOR_KEY,
          origin: apex,
        },
        body: JSON.stringify(demo),
      });
      if (res.status !== 201) throw new Error(`demo creation answered ${res.status}`);
      urls.push(((await res.json()) as { data: { url: string } }).data.url);
    }

    // The prospect opens the first link: the portal under their own name and logo.
    const prospect = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await prospect.goto(urls[0] as string);
    await prospect.waitForURL(/\/dashboard$/);
    await prospect.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await shot(prospect, 'demo-dashboard');
    for (const screen of ['Networks', 'Virtual Machines']) {
      await prospect
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: screen })
        .click();
      await prospect.getByRole('heading', { level: 1, name: screen }).waitFor();
    }
    // The portal reports the pages viewed within a few seconds; the sandbox writes them a second later.
    await prospect.waitForResponse((r) => r.url().endsWith('/__activity/pages'));
    await prospect.context().close();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const seller = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await seller.goto(`${apex}/console/sign-in`);
    await seller.getByRole('button', { name: 'Sign in with the operator key' }).click();
    await seller.getByLabel('Operator key').fill(OPERATOR_KEY);
    await seller.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seller.getByRole('heading', { level: 1, name: 'Demos' }).waitFor();
    await shot(seller, 'console-demos');
    await seller.getByRole('link', { name: 'Northwind Traders' }).click();
    await seller.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    await seller.getByRole('list', { name: 'Visits, newest first' }).waitFor();
    await shot(seller, 'console-demo-activity', true);
  } finally {
    await browser.close();
    await trial.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
