import { expect, test } from './support/fixtures';
import { CUSTOMER, VIEWER } from './support/personas';
import { latestEmail, portalLink, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a read-only member opening a create screen by address is told why, with no form to fill; the Teams tab offers no delete', async ({
  page,
}) => {
  await signInToDashboard(page, VIEWER);
  await page.goto('/createVirtualMachine');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You do not have the "Create virtual machines" permission' }),
  ).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Virtual Machines' }).click();
  await expect(page).toHaveURL(/\/virtualMachines$/);
  await page.goto('/createNetwork');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You do not have the "Create networks" permission' }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Teams' }).click();
  const deletes = page.getByRole('button', { name: /^Delete team / });
  await expect(deletes.first()).toBeVisible();
  for (const button of await deletes.all()) await expect(button).toBeDisabled();
});

test('a read-only member sees VM changes disabled, and the sandbox refuses them', async ({
  page,
}) => {
  await signInToDashboard(page, VIEWER);
  await page.getByRole('link', { name: 'Virtual Machines' }).first().click();
  await expect(page.getByRole('button', { name: 'Create Virtual Machine' })).toBeDisabled();
  await openVm(page, RUNNING_LINUX);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit VM' })).toBeDisabled();
  await expect(
    page.getByText('You do not have the "Delete virtual machines" permission'),
  ).toBeAttached();
  // No way into the machine: its console, key and password stay closed.
  for (const name of ['Console', 'Download Private Key', 'Show password', 'Copy password'])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await expect(
    page.getByText('You do not have the "View VM credentials and open consoles" permission'),
  ).toHaveCount(4);
  await page.getByRole('link', { name: 'Networks' }).first().click();
  await expect(page.getByRole('button', { name: 'Create Network' })).toBeDisabled();
});

test('create a team under a parent, add a member, change the role', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.getByRole('link', { name: 'Teams' }).first().click();
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page).toHaveURL(/\/createEditTeam$/);
  await page.getByLabel('Team Name').fill('Edge Services');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page).toHaveURL(/\/createEditTeam\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit' })).toBeVisible();

  await page.getByPlaceholder('Search users...').fill('okafor');
  await page.getByLabel('Role for Sam Okafor').selectOption({ label: 'Operator' });
  await page.getByRole('button', { name: 'Add Sam Okafor' }).click();
  const role = page.getByLabel('Role of Sam Okafor');
  await expect(role).toHaveValue('2');
  await role.selectOption({ label: 'Read Only' });
  await expect(role).toHaveValue('3');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/team\?id=\d+$/);
  await expect(page.getByRole('cell', { name: 'Sam Okafor', exact: true })).toBeVisible();
});

test('invite a user: the invitation waits in the outbox', async ({ page, request }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.getByRole('link', { name: 'Users' }).first().click();
  await page.getByRole('button', { name: 'Create User' }).click();
  await page.getByLabel('Email Address').fill('new.person@northwind.example');
  await page.getByLabel('User Role').selectOption({ label: 'Operator' });
  await page.getByRole('button', { name: 'Send Invite Email' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('Completed creating user: new.person@northwind.example'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const mail = await latestEmail(request, 'new.person@northwind.example', 'invitation');
  expect(mail?.text).toContain('/confirmNewUser?token=');
});

test('an invited operator activates, signs in and may not delete; an admin then deletes the user', async ({
  page,
  browser,
  request,
}) => {
  const email = 'op.person@northwind.example';
  const password = 'Operator#Start2026';
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/createUser');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('User Role').selectOption({ label: 'Operator' });
  await page.getByRole('button', { name: 'Send Invite Email' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Completed creating user: ${email}`)).toBeVisible();

  // The new user, in a browser of their own: activation link from the outbox, then sign-in.
  const invitation = await latestEmail(request, email, 'invitation');
  const theirs = await browser.newPage();
  await theirs.goto(portalLink(invitation.text, '/confirmNewUser'));
  await theirs.getByLabel('First Name').fill('Olive');
  await theirs.getByLabel('Last Name').fill('Operator');
  await theirs.getByLabel('New Password').fill(password);
  await theirs.getByLabel('Confirm Password').fill(password);
  await theirs.getByRole('button', { name: 'Activate Account' }).click();
  await expect(theirs.getByText('Account Activated!')).toBeVisible();
  await signInToDashboard(theirs, { email, password });
  await openVm(theirs, RUNNING_LINUX);
  await expect(theirs.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await theirs.close();

  await page.goto('/users');
  await page.getByPlaceholder(/search/i).fill('Olive');
  await page.getByRole('button', { name: 'Delete Olive Operator' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
