import { expect, type Page } from '@playwright/test';
import { pick } from './vms';

// Seeded for the customer (fixtures/networks.json), back after every reset.
export const SEEDED_STANDARD = 'Backend Services';
export const SEEDED_CUSTOM = 'Storage Replication';
/** A Stopped VM in Ashburn whose provider has no hotplug. */
export const STOPPED_ASHBURN_VM = 'grafana-prod-03';

/** Finds a network through the list's search and opens its details. */
export async function openNetwork(page: Page, name: string) {
  await page.goto('/networks');
  await page.getByPlaceholder('Search networks...').fill(name);
  // The search's answer re-renders the table: click only once it shows nothing else (the
  // header row aside), or the click may land on a row that is being replaced.
  const rows = page.getByRole('table', { name: 'Networks' }).getByRole('row');
  await expect(rows.filter({ hasNotText: name })).toHaveCount(1);
  const row = rows.filter({ hasText: name });
  await expect(row.first()).toBeVisible();
  await row.first().getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Create Network, placed in Ashburn; the caller fills the rest and submits. */
export async function startNetwork(page: Page, name: string) {
  await page.goto('/networks');
  await page.getByRole('button', { name: 'Create Network' }).click();
  await expect(page.getByText('Network Configuration')).toBeVisible();
  await page.getByLabel('Network Name').fill(name);
  await pick(page, 'Country', 'United States');
  await pick(page, 'Region', 'US East');
  await pick(page, 'Datacenter', 'Ashburn IAD1');
}

/** A dialog, found by its title. */
export const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
