import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNetwork, SEEDED_STANDARD } from './support/networks';
import { CUSTOMER, RESELLER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

// Screens that name what they show, a form that says a thing once, and the order form a
// partner opens as its own.

test.beforeEach(async ({ request }) => resetSandbox(request));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('edit screens name what they edit; a missing network says so', async ({ page }) => {
  test.setTimeout(120_000); // five screens, on a machine shared with other work
  await signInToDashboard(page, CUSTOMER);
  await openNetwork(page, SEEDED_STANDARD);
  await page.getByRole('button', { name: 'Edit Network' }).click();
  await expect(heading(page)).toHaveText(`Edit ${SEEDED_STANDARD}`);

  await page.goto('/networks/999999');
  await expect(heading(page)).toHaveText('Network Not Found');

  await page.goto('/teams');
  const team = page.locator('.data-table tbody tr').first();
  const teamName = (await team.locator('.fw-semibold').textContent())!;
  await team.click();
  await expect(heading(page)).toHaveText(teamName);
  await page.goto(page.url().replace('/team?', '/createEditTeam?'));
  await expect(heading(page)).toHaveText(`Edit ${teamName}`);
});

test('an empty Create VM says "Please fill in empty fields" once and marks only what can be filled', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/createVirtualMachine');
  await expect(page.getByLabel('Country', { exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByText('Please select a country')).toBeVisible();
  await expect(page.getByText('Please fill in empty fields')).toHaveCount(1);
  // Every field marked invalid can be filled now; the rest wait for an earlier choice.
  const marked = await page.locator('.is-invalid').evaluateAll((fields) =>
    fields.map((f) => ({
      id: f.querySelector('button')?.id ?? f.id,
      disabled: (f.querySelector('button') ?? (f as HTMLInputElement)).matches(':disabled'),
    })),
  );
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.filter((f) => f.disabled)).toEqual([]);
});

test("a user's details and team memberships have headings alike", async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/users');
  await page.locator('.data-table tbody tr:not([aria-hidden])').first().click();
  const style = (name: string) =>
    page.getByRole('heading', { level: 2, name }).evaluate((h) => {
      const s = getComputedStyle(h);
      return `${s.fontSize} ${s.fontWeight} ${s.color}`;
    });
  await expect(page.getByRole('heading', { level: 2, name: 'Team Memberships' })).toBeVisible();
  expect(await style('User Details')).toBe(await style('Team Memberships'));
});

test("the New Customer order form opens filled in with the partner's details, under its brand", async ({
  page,
}) => {
  await signInToDashboard(page, RESELLER);
  // Order Services' trail leads back to the area's first page, whose own trail names it alike.
  await page.goto('/orderServices');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await trail.getByRole('link', { name: 'Partner Center' }).click();
  await expect(page).toHaveURL(/\/partnerCenter$/);
  await expect(trail).toHaveText(/Partner Center$/);
  await page.goto('/orderServices');
  const [form] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /New Customer/ }).click(),
  ]);
  await expect(form.getByLabel('Partner company')).toHaveValue('Skyline Cloud Partners');
  await expect(form.getByLabel('Your name')).toHaveValue('Priya Raman');
  await expect(form.getByLabel('Your email')).toHaveValue(RESELLER.email);
  await expect(form.getByLabel('Customer company')).toHaveValue('');
  await expect(form).toHaveTitle('Skyline Cloud · New Customer Order');
  const logo = form.getByRole('img', { name: 'Skyline Cloud' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
