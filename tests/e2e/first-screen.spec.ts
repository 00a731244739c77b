import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { firstScreen } from '../../scripts/build/first-screen';
import { SAME_ORIGIN_BUILD } from '../../scripts/build/portal-build';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { storeFinishedJob } from './support/vms';

// The browser tests run the build in dist/client, served by each worker's sandbox.
const DIST = SAME_ORIGIN_BUILD.dir;

/** The scripts and styles a page asks for, by path. */
function recordAssets(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) requested.push(pathname.replace(/^\//, ''));
  });
  return requested;
}

test('the sign-in screen loads exactly the files the bundle check counts, all from the HTML', async ({
  page,
}) => {
  const requested = recordAssets(page);
  const preloaded: string[] = [];
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const link of await page.locator('link[rel="modulepreload"], link[rel="preload"]').all())
    preloaded.push(((await link.getAttribute('href')) ?? '').replace(/^\//, ''));
  // The entry's stylesheet comes inside the page (its link kept, disabled): counted, not fetched.
  const inPage: string[] = [];
  for (const link of await page.locator('link[rel="stylesheet"][disabled]').all())
    inPage.push(((await link.getAttribute('href')) ?? '').replace(/^\//, ''));
  expect(inPage).toHaveLength(1);

  const counted = firstScreen(DIST, '/login').files.map((f) => f.file);
  expect([...new Set(requested), ...inPage].sort()).toEqual([...counted].sort());
  // Every script, the entry too, was asked for from the HTML (Vite's links, the entry's and the
  // route preload), not discovered later by the running app.
  for (const file of counted.filter((f) => f.endsWith('.js')))
    expect(preloaded, file).toContain(file);
});

test('the sign-in form brings its rules and the HTTP client once it is used, and signs in', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  const requested = recordAssets(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const before = requested.length;
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await expect.poll(() => requested.length).toBeGreaterThan(before);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/mfa$/);
});

test('the dashboard paints its frame and cards before the API answers', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  // Hold back the current user and the dashboard data, then reload.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/users/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/v1/virtualMachines/GetDashboardData', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Virtual machine usage statistics by size category')).toBeVisible();
  await expect(page.getByText('Loading your account...')).toBeAttached();
  release();
  await expect(page.getByText('Dana Whitfield')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Micro', exact: true })).toBeVisible();
});

test('the signed-in dashboard loads no schema library until there are stored jobs to read', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  // zod marks the page when it is first evaluated.
  const schemaLibraryLoaded = () => page.evaluate(() => '__zod_globalConfig' in globalThis);
  // A page of its own: the sign-in form's rules stay behind.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Micro', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Job Status' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await schemaLibraryLoaded()).toBe(false);

  // A job from an earlier visit is read back (and checked) once the page has started.
  await storeFinishedJob(page, 'earlier-vm');
  await page.reload();
  await page.getByRole('button', { name: 'Job Status' }).click();
  await expect(page.getByRole('dialog', { name: 'Job Status' })).toContainText('earlier-vm');
  expect(await schemaLibraryLoaded()).toBe(true);
});
