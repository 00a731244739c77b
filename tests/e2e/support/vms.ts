import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../client/src/lib/storage';

// Seeded VMs of the customer (fixed seed, back after every reset).
export const RUNNING_LINUX = 'web-prod-02'; // Extra Large, Ubuntu, Atlas Compute: console available
export const SMALL_LINUX = 'grafana-prod-02'; // Small, so it can grow
export const DISPOSABLE = 'bastion-prod-01'; // Extra Small, Running

/** Opens a dropdown by its label and picks an option by its visible text. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  const control = page.getByLabel(label, { exact: true });
  await expect(control).toBeEnabled();
  await control.click();
  await page.getByRole('option', { name: option }).click();
}

/** Finds a VM through the list's search and opens its details. */
export async function openVm(page: Page, name: string) {
  await page.goto('/virtualMachines');
  await page.getByPlaceholder('Search virtual machines...').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The whole cascade, by visible labels, then the name; the caller submits. */
export async function fillCreateForm(page: Page, name: string) {
  await page.goto('/virtualMachines');
  await fillCascade(page, name, /^Small ·/);
}

/** From the VM list on screen: Create Virtual Machine, the cascade in Ashburn, the name. */
export async function fillCascade(page: Page, name: string, size: RegExp) {
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByText('Virtual Machine Configuration')).toBeVisible();
  await pick(page, 'Country', 'United States');
  await pick(page, 'Region', 'US East');
  await pick(page, 'Datacenter', 'Ashburn IAD1');
  await pick(page, 'Image', 'Ubuntu 24.04 LTS');
  await pick(page, 'Size', size);
  await pick(page, 'Provider', 'Atlas Compute');
  await page.getByLabel('Name').fill(name);
}

/** The VM's status badge on its details screen. */
export const badge = (page: Page) => page.locator('.vm-status-badge').first();

/**
 * Puts a finished VM creation job in the tracker's stored history, as an earlier visit would
 * have left it (the page reads it back on its next load).
 */
export async function storeFinishedJob(page: Page, name: string) {
  const now = Date.now();
  const job = {
    id: 'virtual_machine-900',
    jobId: 900,
    resourceType: 'virtual_machine',
    progress: {
      jobId: 900,
      resourceType: 'virtual_machine',
      resourceDisplayName: name,
      resourceName: name,
      resourceId: null,
      createdAt: new Date(now).toISOString(),
      estimatedCompletion: null,
      timeRemaining: 0,
      stage: 'completed',
      message: `${name} is ready`,
      errorMessage: null,
      hasFailed: false,
      isCompleted: true,
      progressPercentage: 100,
    },
    startTime: now,
    endTime: now,
    displayedPercentage: 100,
  };
  await page.evaluate(
    ({ keys, entry }) => {
      localStorage.setItem(keys.completedJobs, JSON.stringify([entry]));
      localStorage.setItem(keys.activeJobs, JSON.stringify([]));
    },
    { keys: STORAGE_KEYS, entry: job },
  );
}
