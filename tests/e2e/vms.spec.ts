import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { CUSTOMER, RESELLER } from './support/personas';
import { latestMfaCode, pauseSandboxClock, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import {
  badge,
  DISPOSABLE,
  fillCreateForm,
  openVm,
  pick,
  RUNNING_LINUX,
  SMALL_LINUX,
} from './support/vms';
import {
  finishSimulatedWork,
  nextJobPoll,
  nextStatusPoll,
  runAutoClose,
  startAutoClose,
} from './support/time';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('creates a VM through the cascade, follows its job and lands on its details', async ({
  page,
}) => {
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  await signInToDashboard(page, CUSTOMER);
  await fillCreateForm(page, 'e2e-web-01');
  await expect(page.getByText(/unique public IPv4 address/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();

  await expect(page).toHaveURL(/\/virtualMachines$/);
  // One overlay: the job's modal alone, the drawer left behind its button.
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Job Status' })).toBeHidden();
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(
    page.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
  ).toBeVisible();
  await startAutoClose(page);
  await expect(page.getByText(/Auto-closing in \d seconds?\.\.\./)).toBeVisible();

  await runAutoClose(page);
  await expect(page).toHaveURL(/\/virtualMachineDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-web-01' })).toBeVisible();
  await expect(badge(page)).toHaveText('Running');
  await expect(page.getByText('Small', { exact: true })).toBeVisible();
  await expect(page.getByText('Primary')).toBeVisible();
  await expect(page.getByText('NAT Enabled')).toBeVisible();
});

test('a fail- VM shows as failed in the job history', async ({ page }) => {
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  await signInToDashboard(page, CUSTOMER);
  await fillCreateForm(page, 'fail-e2e');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();

  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(
    page.getByRole('heading', { name: 'Virtual Machine Creation Failed' }),
  ).toBeVisible();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Creation Failed' });
  await expect(dialog.getByText(/Network configuration failed/)).toBeVisible();
  // Where it stopped, never a full bar.
  const shown = Number(await dialog.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(shown).toBeLessThan(100);
  await expect(dialog.getByText(`${shown}%`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Job Status' }).click();
  const drawer = page.getByRole('dialog', { name: 'Job Status' });
  await expect(drawer.locator('.job-card--failed')).toContainText('fail-e2e');
  await expect(drawer.locator('.job-card--failed')).toContainText(/Network configuration failed/);
  await expect(page).toHaveURL(/\/virtualMachines$/);
});

test('a datacenter being set up or in maintenance is explained', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/createVirtualMachine');
  await pick(page, 'Country', 'Australia');
  await pick(page, 'Region', 'Australia East');
  await expect(
    page.getByText('Datacenter is currently unavailable: scheduled maintenance'),
  ).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toBeDisabled();

  await pick(page, 'Country', 'Japan');
  await pick(page, 'Region', 'Japan East');
  await expect(page.getByText('Datacenter setup in currently in progress...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setting up Datacenter' })).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toBeDisabled();
});

test('stops and starts a VM with confirmations, toasts and badge changes', async ({ page }) => {
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, RUNNING_LINUX);
  await expect(badge(page)).toHaveText('Running');

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to stop the VM?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('VM is being stopped')).toBeVisible();
  await finishSimulatedWork(page.request);
  await nextStatusPoll(page);
  await expect(badge(page)).toHaveText('Stopped');
  await expect(page.getByText('VM stopped successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Console' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(confirm.getByText('Are you sure you want to start the VM?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('VM is being started')).toBeVisible();
  await finishSimulatedWork(page.request);
  await nextStatusPoll(page);
  await expect(badge(page)).toHaveText('Running');
  await expect(page.getByText('VM started successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
});

test('upgrades a VM to a bigger size', async ({ page }) => {
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, SMALL_LINUX);
  await expect(page.getByText('Small', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('New size')).toBeEnabled();
  await dialog.getByLabel('New size').click();
  // Only sizes with more cores than Small (6) are offered.
  const offered = await dialog.getByRole('option').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const size of offered) expect(size).not.toMatch(/^(Micro|Extra Small|Small) ·/);
  await dialog.getByRole('option', { name: /^Medium ·/ }).click();
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(dialog.getByText(/can take up to about a minute/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expect(dialog).toBeHidden();

  await finishSimulatedWork(page.request);
  await nextStatusPoll(page);
  await expect(page.getByText('Medium', { exact: true })).toBeVisible();
  await expect(badge(page)).toHaveText('Running');
});

test('opens the serial console in its own window', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, RUNNING_LINUX);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Console' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/virtualMachineConsole\/\d+$/);
  const frame = popup.frameLocator('iframe[title="Virtual machine console"]');
  await expect(frame.getByText(`${RUNNING_LINUX} login:`)).toBeVisible({ timeout: 15_000 });
  // The window closes under the click, so wait for the close rather than the click's end.
  await Promise.all([
    popup.waitForEvent('close'),
    popup
      .getByRole('button', { name: 'Close console' })
      .click()
      .catch(() => undefined),
  ]);
  expect(popup.isClosed()).toBe(true);
});

test('downloads the private key as privateKey.pem', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, RUNNING_LINUX);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Private Key' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('privateKey.pem');
  const content = await readFile((await download.path())!, 'utf8');
  expect(content.startsWith('-----BEGIN')).toBe(true);
});

test('deletes a VM after the warning and it leaves the list', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, DISPOSABLE);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Delete Virtual Machine ${DISPOSABLE}?`)).toBeVisible();
  await expect(
    dialog.getByText('You are going to delete the virtual machine completely.'),
  ).toBeVisible();
  await expect(dialog.getByText('This action cannot be reversed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page.getByText('VM is being deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/virtualMachines$/);
  await page.getByPlaceholder('Search virtual machines...').fill(DISPOSABLE);
  await expect(page.getByText('No virtual machines found')).toBeVisible();
});

test('the list searches, sorts and pages on the server', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.getByRole('link', { name: 'Virtual Machines' }).click();
  await expect(page.getByRole('heading', { name: 'Your Virtual Machines' })).toBeVisible();
  await expect(
    page.getByText('Manage and monitor your virtual machines across the global network'),
  ).toBeVisible();
  for (const header of ['NAME', 'STATUS', 'SIZE', 'CORES', 'RAM (GB)', 'CREATED']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const names = page.locator('tbody tr .vm-name');
  await expect(names).toHaveCount(10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await names.allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect.poll(() => names.first().textContent()).not.toBe(firstPage[0]);

  await page.getByRole('button', { name: /^NAME/ }).click();
  await expect(page.getByRole('columnheader', { name: /^NAME/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect.poll(() => names.first().textContent()).toBe('api-dev-01');
  const ascending = await names.allTextContents();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: /^NAME/ }).click();
  await expect(page.getByRole('columnheader', { name: /^NAME/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(() => names.first().textContent()).not.toBe('api-dev-01');
  const descending = await names.allTextContents();
  expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));

  await page.getByPlaceholder('Search virtual machines...').fill('kafka');
  await expect(names).toHaveCount(2);
  for (const name of await names.allTextContents()) expect(name).toContain('kafka');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await page.getByPlaceholder('Search virtual machines...').fill('no-such-vm');
  await expect(page.getByText('No virtual machines found')).toBeVisible();
});

test('a creation job survives a reload and finishes in the history', async ({ page }) => {
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  await signInToDashboard(page, CUSTOMER);
  await fillCreateForm(page, 'e2e-batch');
  await page.getByLabel('Number of copies').fill('3');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();

  // The tracked job lives in local storage: a reload mid-job keeps following it. (Every test
  // runs without motion, so the Job Status button of a running job holds still to be clicked.)
  await page.reload();
  const drawer = page.getByRole('dialog', { name: 'Job Status' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Job Status' }).click();
  await expect(drawer.getByText('e2e-batch').first()).toBeVisible();
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(drawer.locator('.job-card--completed')).toContainText('e2e-batch');
  await expect(drawer).toContainText('3 virtual machines are ready');
  await expect(drawer.getByText('1 completed job(s)')).toBeVisible();

  // One job covered all three copies.
  await page.goto('/virtualMachines');
  await page.getByPlaceholder('Search virtual machines...').fill('e2e-batch');
  await expect(page.getByRole('row').filter({ hasText: /e2e-batch-\d/ })).toHaveCount(3);
});

test("the next user on the same browser never sees the last one's jobs", async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await fillCreateForm(page, 'e2e-private');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Out and in again without a page load, as a person clicks: the app's memory carries over.
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successful')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await page.getByLabel('Email').fill(RESELLER.email);
  await page.getByLabel('Password', { exact: true }).fill(RESELLER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  await page.getByLabel(/code/i).fill(await latestMfaCode(page.request, RESELLER.email));
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Job Status' }).click();
  const drawer = page.getByRole('dialog', { name: 'Job Status' });
  await expect(drawer.getByText('No active jobs')).toBeVisible();
  await expect(drawer.getByText('No completed jobs')).toBeVisible();
  await expect(drawer).not.toContainText('e2e-private');
});
