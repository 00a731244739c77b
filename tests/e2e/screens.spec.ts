import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX, storeFinishedJob } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a dead link keeps a signed-in user inside the shell', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Virtual Machines' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visitor to a signed-in screen goes home, not to not-found', async ({ page }) => {
  for (const path of ['/networks/5', '/virtualMachineDetails/3', '/support']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('/virtualMachineDetails/ without an id opens the VM list', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/virtualMachineDetails/');
  await expect(page).toHaveURL(/\/virtualMachines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();
});

test('the VM edit heading names the VM', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await openVm(page, RUNNING_LINUX);
  await page.getByRole('button', { name: 'Edit VM' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${RUNNING_LINUX}` }),
  ).toBeVisible();
});

test('a refresh that fails clears the jobs and the login screen says the session expired', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/virtualMachines');
  await storeFinishedJob(page, 'old-vm');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();

  // The server stops accepting the access token and the refresh token is no good any more.
  await page.evaluate(() => {
    const token = localStorage.getItem('token')!;
    localStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
    localStorage.setItem('refreshToken', 'revoked');
  });
  // The list's Refresh makes a call, unless the list's own polling has already made one (then
  // the button is gone with the list, and the login screen is what follows either way).
  await page
    .getByRole('button', { name: 'Refresh' })
    .click({ timeout: 5_000 })
    .catch(() => expect(page).toHaveURL(/\/login$/));

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).sort()))
    .toEqual(expect.not.arrayContaining(['activeJobs', 'completedJobs', 'token', 'refreshToken']));
});
