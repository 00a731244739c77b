import { expect, test } from './support/fixtures';
import { HARBOR } from './support/personas';
import { latestMfaCode, readOutbox, resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('one branding on every screen, reset at sign-out; signed in, home offers the dashboard', async ({
  page,
}) => {
  const year = new Date().getFullYear();
  const before = (await readOutbox(page.request, HARBOR.email)).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(HARBOR.email);
  await page.getByLabel('Password', { exact: true }).fill(HARBOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The MFA card: the reseller's logo and the reseller's name under it, not the product's.
  await expect(page).toHaveURL(/\/mfa$/);
  await expect(page.getByRole('img', { name: 'Skyline Cloud home' })).toBeVisible();
  await expect(page.getByText(`© ${year} Skyline Cloud`)).toBeVisible();
  await expect(page.getByText('Stratus Cloud Portal')).toHaveCount(0);
  await expect(page).toHaveTitle('Skyline Cloud');

  await expect
    .poll(async () => (await readOutbox(page.request, HARBOR.email)).length)
    .toBeGreaterThan(before);
  await page.getByLabel(/code/i).fill(await latestMfaCode(page.request, HARBOR.email));
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in on the public home: the way in is the dashboard; names and logo are the reseller's.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Skyline Cloud' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  const plate = await page
    .getByRole('banner')
    .getByRole('img', { name: 'Skyline Cloud home' })
    .evaluate((img) => getComputedStyle(img).backgroundColor);
  expect(plate).toBe('rgb(255, 255, 255)');
  await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Sign-out: the logout page and every screen after it are the product's again.
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successful')).toBeVisible();
  await expect(page).toHaveTitle('Stratus');
  await expect(page.getByText(`© ${year} Stratus Cloud Portal`)).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Stratus Cloud Portal' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
