import { expect, test } from './support/fixtures';
import { CUSTOMER, NEWHIRE } from './support/personas';
import { latestEmail, latestMfaCode, portalLink, resetSandbox } from './support/sandbox';
import { signIn, signInToDashboard } from './support/sign-in';

test.beforeEach(async ({ request }) => resetSandbox(request));

const NEW_PASSWORD = 'Fresh#Start2026x';

test('forgot password mails a link; the reset enforces the policy and the new password works', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Forgot Your Password?')).toBeVisible();
  await page.getByLabel(/email/i).fill('nobody');
  await page.getByRole('button', { name: /send|reset|submit/i }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel(/email/i).fill(CUSTOMER.email);
  await page.getByRole('button', { name: /send|reset|submit/i }).click();
  await expect(page.getByText('Reset Request Sent!')).toBeVisible();

  const mail = await latestEmail(page.request, CUSTOMER.email, 'password-reset');
  await page.goto(portalLink(mail.text, '/resetPassword'));

  const password = page.getByLabel(/^(new )?password$/i);
  const confirm = page.getByLabel(/confirm/i);
  await password.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(
    page.getByText('Password must be at least 12 characters long', { exact: true }),
  ).toBeVisible();

  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD + 'x');
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText("Your passwords don't match. Please try again.")).toBeVisible();

  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();

  await signInToDashboard(page, { email: CUSTOMER.email, password: NEW_PASSWORD });
});

test('a user who must reset is sent to the reset screen after MFA', async ({ page }) => {
  await signIn(page, NEWHIRE);
  await expect(page).toHaveURL(/\/resetPassword/);
  await page.getByLabel(/^(new )?password$/i).fill(NEW_PASSWORD);
  await page.getByLabel(/confirm/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();
});

test('an invited user activates the account from the invitation email', async ({ page }) => {
  const response = await page.request.get('/__sandbox/outbox');
  const mails = ((await response.json()) as { data: { to: string; kind: string; text: string }[] })
    .data;
  const invitation = mails.find((m) => m.kind === 'invitation');
  expect(invitation, 'the seed holds a pending invitation').toBeTruthy();

  await page.goto('/confirmNewUser');
  await expect(
    page.getByText(
      'You seem to be missing your Reset Token in your URL. Please try to open this reset link from your email again',
    ),
  ).toBeVisible();

  await page.goto(portalLink(invitation!.text, '/confirmNewUser'));
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText('First Name is Required')).toBeVisible();
  await expect(page.getByText('Last Name is Required')).toBeVisible();

  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText('Account Activated!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInToDashboard(page, { email: invitation!.to, password: NEW_PASSWORD });
  await latestMfaCode(page.request, invitation!.to);
});
