import { expect, test } from './support/fixtures';
import { E2E } from './support/e2e-env';
import { CUSTOMER } from './support/personas';
import { fastForward, latestMfaCode, resetSandbox } from './support/sandbox';
import { signIn, signInToDashboard } from './support/sign-in';

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
  // Both clocks pass the access token's expiry: the sandbox's, which signs and checks tokens, and
  // the page's. Moved together, the renewed token has its whole lifetime in both; the page's clock
  // alone would leave it only the seconds between the two, which a slow refresh could use up.
  const pastExpiryS = E2E.accessTokenTtlS + 1;
  await fastForward(page.request, pastExpiryS);
  await page.clock.fastForward(pastExpiryS * 1000);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByText('Unassigned')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=teams$/);
  const token = () => page.evaluate(() => localStorage.getItem('token'));
  await expect.poll(token, { timeout: 5_000 }).not.toBe(before);
  expect(await token()).toBeTruthy();
  // And a reload keeps the user signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\?tab=teams$/);
  await expect(page.getByText('Unassigned')).toBeVisible();
});

test('a device whose clock is 20 minutes fast signs in and stays signed in', async ({ page }) => {
  // The sandbox's tokens live 2 minutes: by this device's clock each would be born expired.
  await page.clock.setSystemTime(Date.now() + 20 * 60_000);
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByText('Unassigned')).toBeVisible();
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
