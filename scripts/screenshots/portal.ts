import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { run, startServer, type Server } from '../bench/processes';

export type Portal = {
  portalUrl: string;
  apiOrigin: string;
  browser: Browser;
  stop: () => Promise<void>;
};

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A fresh sandbox (the seeded world, every sign-in code `mfaCode`) and a build of the portal
 * against it, each on a free port, and Chromium; `stop` ends all three.
 */
export async function startPortal(mfaCode: string): Promise<Portal> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiOrigin = `http://localhost:${apiPort}`;
  const portalUrl = `http://localhost:${webPort}`;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'screenshots-'));
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    servers.push(
      await startServer(
        ['node', '--import', 'tsx', 'mock-server/src/server.ts'],
        {
          MOCK_PORT: String(apiPort),
          PORTAL_URL: portalUrl,
          SANDBOX_DATA_DIR: path.join(tmp, 'data'),
          SANDBOX_FRESH: '1',
          SANDBOX_DEMO: '1',
          SANDBOX_MFA_CODE: mfaCode,
          LOG_LEVEL: 'error',
        },
        `${apiOrigin}/v1/healthCheck/api`,
      ),
    );
    const outDir = path.join(tmp, 'portal');
    const clientEnv = {
      VITE_API_BASE_URL: `${apiOrigin}/v1`,
      VITE_ASSETS_BASE_URL: `${apiOrigin}/assets`,
      CLIENT_PORT: String(webPort),
    };
    await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], clientEnv);
    servers.push(
      await startServer(['npx', 'vite', 'preview', '--outDir', outDir], clientEnv, portalUrl),
    );
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return {
      portalUrl,
      apiOrigin,
      browser,
      stop: async () => {
        await browser.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A page signed in the way a person does it: email and password, then the emailed code. */
export async function signedInPage(
  portal: Portal,
  user: { email: string; password: string },
  mfaCode: string,
  options: BrowserContextOptions,
): Promise<Page> {
  const context = await portal.browser.newContext({ baseURL: portal.portalUrl, ...options });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/mfa$/);
  await page.getByLabel(/code/i).fill(mfaCode);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/dashboard$/);
  // The address changes as the navigation starts; the screen follows once its code has come.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return page;
}

/** Nothing loading any more: no spinner, busy table or placeholder in sight. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.spinner-border, [aria-busy="true"], .placeholder')].every(
      (element) => !element.checkVisibility(),
    ),
  );
}
