import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { badge, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the very first toast of a fresh page is shown', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  // A fresh page session: nothing has been toasted in it yet.
  await page.goto('/virtualMachines');
  await page.getByPlaceholder('Search virtual machines...').fill(RUNNING_LINUX);
  await page.getByRole('row').filter({ hasText: RUNNING_LINUX }).getByRole('button').click();
  await expect(badge(page)).toHaveText('Running');

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'VM is being stopped' })).toBeVisible();
});
