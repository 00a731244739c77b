import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('VM Usage lists every size with its counts and filters locally', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await expect(page.getByText('VM Usage', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Virtual machine usage statistics by size category')).toBeVisible();
  for (const size of ['Micro', 'Extra Small', 'Small', 'Medium', 'Large', 'Extra Large']) {
    await expect(page.getByRole('cell', { name: size, exact: true })).toBeVisible();
  }
  await expect(page.getByText('CPU: 2 Cores - RAM: 4 GB - Disk: 80 GB')).toBeVisible();

  await page.getByPlaceholder('Search VM sizes...').fill('LARGE');
  await expect(page.getByRole('cell', { name: 'Large', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Extra Large', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Micro', exact: true })).toBeHidden();

  await page.getByPlaceholder('Search VM sizes...').fill('nothing like this');
  await expect(page.getByText('No VM usage data available')).toBeVisible();
});

test('Teams tab: Unassigned first, search, open a team, delete with confirmation', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByText('Manage teams and their resource allocations')).toBeVisible();
  const rows = page.getByRole('tabpanel', { name: 'Teams' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Unassigned');

  // Read the first team's name from its delete button once the rows have loaded.
  const firstDelete = page.getByRole('button', { name: /^Delete team / }).first();
  await expect(firstDelete).toBeVisible();
  const teamName = (await firstDelete.getAttribute('aria-label'))!.replace('Delete team ', '');
  await expect(rows.nth(1)).toContainText(teamName);

  await page.getByPlaceholder('Search teams...').fill('zzz-no-such-team');
  await expect(page.getByText('No teams found')).toBeVisible();
  await page.getByPlaceholder('Search teams...').fill(teamName);
  await expect(rows.nth(1)).toContainText(teamName);

  await page.getByRole('button', { name: `Delete team ${teamName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You are going to delete the team completely.')).toBeVisible();
  await expect(dialog.getByText('This action cannot be reversed.')).toBeVisible();
  // The trash icon opens the confirmation without opening the team.
  await expect(page).toHaveURL(/\/dashboard\?tab=teams$/);
  await dialog.getByRole('button', { name: /^delete$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: teamName, exact: true })).toHaveCount(0);

  await page.getByPlaceholder('Search teams...').fill('');
  // The whole list again, read once it no longer holds the deleted team.
  await expect(page.getByRole('button', { name: `Delete team ${teamName}` })).toHaveCount(0);
  await expect(rows.nth(2)).toBeVisible();
  const another = page.getByRole('button', { name: /^Delete team / }).first();
  await expect(another).toBeVisible();
  const anotherName = (await another.getAttribute('aria-label'))!.replace('Delete team ', '');
  await page.getByRole('cell', { name: anotherName, exact: true }).click();
  await expect(page).toHaveURL(/\/team\?id=\d+$/);
});
