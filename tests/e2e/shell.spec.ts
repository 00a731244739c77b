import { expect, test } from './support/fixtures';
import { CUSTOMER, RESELLER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

test.beforeEach(async ({ request }) => resetSandbox(request));

const CUSTOMER_ITEMS = ['Dashboard', 'Virtual Machines', 'Networks', 'Teams', 'Users', 'Support'];

test('the sidebar lists the console areas in order and remembers being collapsed', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link')).toHaveText([...CUSTOMER_ITEMS.map((n) => new RegExp(n))], {
    useInnerText: true,
  });
  await expect(nav.getByRole('link', { name: 'Partner Center' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Stratus');

  await page.getByRole('button', { name: /collapse/i }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sidebar-collapsed')))
    .toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: /expand/i })).toBeVisible();
});

test('a reseller sees Partner Center, Order Services and its own branding', async ({ page }) => {
  await signInToDashboard(page, RESELLER);
  await expect(page.getByRole('link', { name: 'Partner Center' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order Services' })).toBeVisible();
  await expect(page).toHaveTitle('Skyline Cloud');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /skyline/);
});

test('on a phone the menu slides in and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, CUSTOMER);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(nav).toBeHidden();

  // Growing the window to desktop width closes the slide-in menu and shows the sidebar.
  await page.getByRole('button', { name: /open menu/i }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: /open menu/i })).toBeHidden();
});
