import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startPgTrialServers, type PgTrialServers } from './support/pg-trial-servers';
import { fillCascade } from './support/vms';

let servers: PgTrialServers;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  servers = await startPgTrialServers(workerInfo.parallelIndex);
});
test.afterAll(async () => servers?.stop());

const WORLD_DASHBOARD = /^http:\/\/[a-z0-9]{20,}\.localhost:\d+\/dashboard$/;

/** The VM list, searched for `name`: the rows that match. */
async function searchVms(page: Page, name: string) {
  await page.getByPlaceholder('Search virtual machines...').fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

test('Two processes on PostgreSQL behind a load balancer without sticky sessions serve one world: what one process saved the other shows, and with one killed nothing is lost', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${servers.apex}/`);
  await page.getByRole('button', { name: 'Start your sandbox' }).click();
  await expect(page).toHaveURL(WORLD_DASHBOARD, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Made through the screens while each request goes to the next process in turn.
  await page.getByRole('link', { name: 'Virtual Machines' }).click();
  await fillCascade(page, 'pg-web-01', /^Micro ·/);
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(await searchVms(page, 'pg-web-01')).toHaveCount(1);
  const [first, second] = servers.served as [number, number];
  expect(first).toBeGreaterThan(5);
  expect(second).toBeGreaterThan(5);

  // One machine lost: the other serves the world alone, the visitor still signed in.
  await servers.kill(0);
  const servedByKilled = servers.served[0];
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();
  await expect(await searchVms(page, 'pg-web-01')).toHaveCount(1);
  await fillCascade(page, 'pg-web-02', /^Micro ·/);
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(await searchVms(page, 'pg-web-')).toHaveCount(2);
  expect(servers.served[0]).toBe(servedByKilled);
});
