import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

// The portal follows the operating system's colour scheme unless the user panel says otherwise;
// index.html's head puts the scheme on <html> before the stylesheet, so the screens painted from
// the HTML are in it before any script has run.

const noScripts = (page: Page) => page.route('**/static/*.js', (route) => route.abort());
const html = (page: Page) => page.locator('html');
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

test.use({ colorScheme: 'dark' });

test('on a dark machine the sign-in card paints dark from the HTML alone', async ({ page }) => {
  await noScripts(page);
  await page.goto('/login');
  await expect(page.locator('h1', { hasText: 'Welcome back' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  expect(await canvas(page)).toBe('rgb(11, 18, 32)');
});

test('the user panel chooses Light, Dark or System, kept across visits and sign-out', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  await expect(theme(page)).toHaveValue('system');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');

  await theme(page).selectOption('Light');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  // The next visit's first paint is light already, before any script.
  await noScripts(page);
  await page.reload();
  await expect(page.locator('h1', { hasText: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  expect(await canvas(page)).toBe('rgb(244, 246, 251)');
  await page.unrouteAll();
  await page.reload();
  await expect(theme(page)).toHaveValue('light');

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successful')).toBeVisible();
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');

  await signInToDashboard(page, CUSTOMER);
  await theme(page).selectOption('System');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  // System follows the operating system as it switches.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
});
