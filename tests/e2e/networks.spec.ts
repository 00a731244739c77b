import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { pauseSandboxClock, resetSandbox } from './support/sandbox';
import { finishSimulatedWork, nextJobPoll, nextStatusPoll, runAutoClose } from './support/time';
import { signInToDashboard } from './support/sign-in';
import {
  dialog,
  openNetwork,
  SEEDED_CUSTOM,
  SEEDED_STANDARD,
  startNetwork,
  STOPPED_ASHBURN_VM,
} from './support/networks';
import { openVm, pick } from './support/vms';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('creates a standard network with default settings, follows its job, attaches it to a stopped VM, allocates and releases a public IP, detaches it and deletes the network', async ({
  page,
}) => {
  test.setTimeout(180_000); // one flow through six screens
  // The sandbox's clock is paused: the job stays on screen until the test moves time on.
  await pauseSandboxClock(page.request);
  await signInToDashboard(page, CUSTOMER);
  await startNetwork(page, 'E2E Backplane');
  await page.getByLabel('Use Default Settings').check();
  await expect(page.getByLabel('CIDR Block')).toHaveValue('10.100.0.0/24');
  await expect(page.getByLabel('DHCP Start Address')).toHaveValue('10.100.0.10');
  await expect(page.getByLabel('DHCP End Address')).toHaveValue('10.100.0.254');
  await expect(page.getByLabel('Default Route', { exact: true })).toHaveValue('10.100.0.1');
  await expect(page.getByLabel('DNS Servers')).toHaveValue('1.1.1.1, 8.8.8.8');
  await page.getByRole('button', { name: 'Create Network' }).click();

  await expect(page).toHaveURL(/\/networks$/);
  await expect(page.getByRole('heading', { name: 'Creating Network' })).toBeVisible();
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(page.getByRole('heading', { name: 'Network Created Successfully' })).toBeVisible();
  await runAutoClose(page);
  await expect(page).toHaveURL(/\/networks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Backplane' })).toBeVisible();
  await expect(page.getByText('10.100.0.0/24')).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByText('9 of 254 used')).toBeVisible();

  await page.goto('/networks');
  await page.getByPlaceholder('Search networks...').fill('Backplane');
  await expect(page.getByRole('row').filter({ hasText: 'E2E Backplane' })).toContainText('US East');

  // Attach it to a stopped VM from VM edit.
  await openVm(page, STOPPED_ASHBURN_VM);
  await page.getByRole('button', { name: 'Edit VM' }).click();
  await expect(page.getByText('Network Configuration')).toBeVisible();
  await expect(page.getByText('VM Stopped')).toBeVisible();
  await page.getByRole('button', { name: 'Add Interface' }).click();
  const add = dialog(page, 'Add Network Interface');
  await pick(page, 'Network', 'E2E Backplane (10.100.0.0/24)');
  await add.getByRole('button', { name: 'Add Interface' }).click();
  await expect(add.getByText(/can take up to 2 minutes/)).toBeVisible();
  // The interface is listed while its job runs: the job exists before time moves on.
  await expect(page.getByRole('article', { name: 'Interface 2' })).toContainText('Attaching...');
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(page.getByText('Network interface added successfully')).toBeVisible();
  await nextStatusPoll(page);
  const nic = page.getByRole('article', { name: 'Interface 2' });
  await expect(nic).toContainText('10.100.0.10');
  await expect(nic.getByText('Not Configured')).toBeVisible();

  // Public IP: allocate, then release.
  await nic.getByRole('button', { name: 'Allocate Public IP' }).click();
  await dialog(page, 'Allocate Public IP').getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByText('IP allocated successfully')).toBeVisible();
  await expect(nic.getByText('NAT Enabled')).toBeVisible();
  await expect(
    nic.locator('code').filter({ hasText: /^(198\.51\.100|203\.0\.113|192\.0\.2)\./ }),
  ).toBeVisible();
  await nic.getByRole('button', { name: 'Release Public IP' }).click();
  const release = dialog(page, 'Release Public IP');
  await expect(release.getByText('This action cannot be reversed.')).toBeVisible();
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('IP deallocated successfully')).toBeVisible();
  await expect(nic.getByText('Not Configured')).toBeVisible();

  // While connected, the network cannot be deleted.
  await openNetwork(page, 'E2E Backplane');
  await expect(
    page.getByText(
      'Network cannot be modified or deleted while VMs are connected. Please disconnect all VMs first.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Details' })).toBeVisible();

  // Detach, then delete.
  await openVm(page, STOPPED_ASHBURN_VM);
  await page.getByRole('button', { name: 'Edit VM' }).click();
  await page.getByRole('button', { name: 'Remove interface 2' }).click();
  const remove = dialog(page, 'Remove Network Interface');
  await expect(
    remove.getByText('This action cannot be reversed and may affect VM connectivity.'),
  ).toBeVisible();
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Network interface removed successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Interface 2' })).toHaveCount(0);

  await openNetwork(page, 'E2E Backplane');
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, 'Delete Network E2E Backplane?');
  await expect(confirm.getByText('You are going to delete the network completely.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Network is being deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/networks$/);
  await page.getByPlaceholder('Search networks...').fill('Backplane');
  await expect(page.getByText('No networks found')).toBeVisible();
});

test('edits a network: the type is locked, the new name shows', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openNetwork(page, SEEDED_STANDARD);
  await page.getByRole('button', { name: 'Edit Network' }).click();
  await expect(page.getByText('Network type cannot be changed after creation.')).toBeVisible();
  await expect(page.getByLabel('Custom')).toBeDisabled();
  await page.getByLabel('Network Name').fill('Backend Tier!');
  await page.getByRole('button', { name: 'Update Network' }).click();
  await expect(page.getByText('Invalid characters: !')).toBeVisible();
  await page.getByLabel('Network Name').fill('Backend Tier');
  await page.getByRole('button', { name: 'Update Network' }).click();
  await expect(page.getByText('Network updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Tier' })).toBeVisible();
});

test('a custom network shows no CIDR, usage or public IP panel', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openNetwork(page, SEEDED_CUSTOM);
  await expect(page.getByText('CIDR Block')).toHaveCount(0);
  await expect(page.getByText('IP Address Usage')).toHaveCount(0);
  await expect(page.getByText('No virtual machines are connected to this network')).toBeVisible();

  await startNetwork(page, 'E2E Mesh');
  await page.getByLabel('Custom').check();
  await expect(page.getByText('Custom Network Configuration')).toBeVisible();
  await expect(page.getByLabel('CIDR Block')).toHaveCount(0);
});

test('the CIDR field keeps only what a block can hold and warns about overlaps', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await startNetwork(page, 'E2E Overlap');
  const cidr = page.getByLabel('CIDR Block');
  await cidr.pressSequentially('10.30.0.999/25x');
  await expect(cidr).toHaveValue('10.30.0.255/25');
  await expect(
    page.getByText(
      'This range overlaps the network Backend Services (10.30.0.0/24) in the same region',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('DHCP Start Address')).toHaveValue('10.30.0.138');
});
