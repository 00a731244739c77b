import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startTrial, type TrialServer } from './support/trial-server';
import { fillCascade } from './support/vms';

let trial: TrialServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  trial = await startTrial(workerInfo.parallelIndex);
});
test.afterAll(async () => trial?.stop());

const WORLD_DASHBOARD = /^http:\/\/([a-z0-9]{20,})\.localhost:\d+\/dashboard$/;

/** From the landing page, one click: a world of the visitor's own, signed in on its dashboard. */
async function startSandbox(page: Page): Promise<string> {
  await page.goto(`${trial.apex}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in a sandbox of your own');
  await page.getByRole('button', { name: 'Start your sandbox' }).click();
  await expect(page).toHaveURL(WORLD_DASHBOARD, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return WORLD_DASHBOARD.exec(page.url())![1]!;
}

test('Start your sandbox: a world of its own, signed in, with its banner; another visitor never sees it, unless given its address', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const world = await startSandbox(page);
  const banner = page.getByRole('region', { name: 'Sandbox' });
  await expect(banner).toContainText(
    /^Sandbox·expires \d{1,2} \w{3} \d{4}·Reset·Keep this sandbox·Talk to sales·Control room$/,
  );
  await expect(page.getByText('Mia Chen')).toBeVisible();

  // A VM made in this world, through the screens.
  await page.getByRole('link', { name: 'Virtual Machines' }).click();
  await fillCascade(page, 'trial-web-01', /^Micro ·/);
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page).toHaveURL(/\/virtualMachines$/);
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Search virtual machines...').fill('trial-web-01');
  await expect(page.getByRole('row').filter({ hasText: 'trial-web-01' })).toHaveCount(1);

  // The visitor's own control room opens: the key came as a cookie of this host only.
  const outbox = `http://${world}.localhost:${new URL(trial.apex).port}/__sandbox/outbox`;
  const room = await page.context().newPage();
  expect((await room.goto(outbox))?.status()).toBe(200);

  // Another visitor: another world, where that VM does not exist and this world's key opens nothing.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const otherWorld = await startSandbox(otherPage);
    expect(otherWorld).not.toBe(world);
    await otherPage.getByRole('link', { name: 'Virtual Machines' }).click();
    await otherPage.getByPlaceholder('Search virtual machines...').fill('trial-web-01');
    await expect(otherPage.getByText('No virtual machines found')).toBeVisible();
    expect((await otherPage.goto(outbox))?.status()).toBe(401);

    // The first world's address, shared: signed out there, its sign-in screen offers its
    // personas, and one click signs in (the code from that world's outbox) to find the VM.
    await otherPage.goto(`http://${world}.localhost:${new URL(trial.apex).port}/`);
    await expect(otherPage).toHaveURL(/\/login$/);
    const personas = otherPage.getByRole('navigation', { name: 'Demo personas' });
    await personas.getByRole('link', { name: 'Mia Chen' }).click();
    await expect(otherPage).toHaveURL(WORLD_DASHBOARD);
    await otherPage.getByRole('link', { name: 'Virtual Machines' }).click();
    await otherPage.getByPlaceholder('Search virtual machines...').fill('trial-web-01');
    await expect(otherPage.getByRole('row').filter({ hasText: 'trial-web-01' })).toHaveCount(1);
  } finally {
    await other.close();
  }
});
