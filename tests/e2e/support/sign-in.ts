import { expect, type Page } from '@playwright/test';
import { latestMfaCode, readOutbox } from './sandbox';

/** Signs in through the login and MFA screens, reading the emailed code from the outbox. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  const before = (await readOutbox(page.request, user.email)).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  await expect
    .poll(async () => (await readOutbox(page.request, user.email)).length)
    .toBeGreaterThan(before);
  const code = await latestMfaCode(page.request, user.email);
  await page.getByLabel(/code/i).fill(code);
  await page.getByRole('button', { name: 'Authenticate' }).click();
}

export async function signInToDashboard(page: Page, user: { email: string; password: string }) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}
