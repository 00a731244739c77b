import { expect, test } from './support/fixtures';
import { REFRESH_MARGIN_MS } from '../../client/src/api/session';
import { E2E } from './support/e2e-env';
import { CUSTOMER } from './support/personas';
import { latestMfaCode, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('login validates its fields and reports wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('customer@example');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Entered value does not match email format')).toBeVisible();

  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Error logging in: Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong MFA code is refused, the emailed one signs in, logout ends the session', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  await expect(page.getByText('Please check your email')).toBeVisible();
  await expect(page.getByText(CUSTOMER.email)).toBeVisible();

  const code = await latestMfaCode(page.request, CUSTOMER.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/code/i).fill(wrong);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('Invalid MFA code')).toBeVisible();

  await page.getByLabel(/code/i).fill(code);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successful')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The session is gone: protected screens send the visitor to the start page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('remember me prefills the email next time', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email);
});

test('the portal refreshes an expired access token silently', async ({ page }) => {
  await signInToDashboard(page, CUSTOMER);
  const before = await page.evaluate(() => localStorage.getItem('token'));
  // The e2e sandbox issues 20-second access tokens: the page's clock moves to within the margin
  // where the portal treats it as expired and renews it before a call. (Past its expiry the
  // page's clock would run ahead of the sandbox's, which signs tokens by real time.)
  await page.clock.fastForward(E2E.accessTokenTtlS * 1000 - REFRESH_MARGIN_MS + 1000);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByText('Unassigned')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=teams$/);
  // Teams the dashboard fetched already show at once while they are fetched again (stale after
  // 10 s): the renewed token comes with that refetch, a moment later.
  const token = () => page.evaluate(() => localStorage.getItem('token'));
  await expect.poll(token, { timeout: 5_000 }).not.toBe(before);
  expect(await token()).toBeTruthy();
  // And a reload keeps the user signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\?tab=teams$/);
  await expect(page.getByText('Unassigned')).toBeVisible();
});

test('unknown paths show a not-found screen with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
