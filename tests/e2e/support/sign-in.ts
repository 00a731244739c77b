import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../client/src/lib/storage';
import { latestMfaCode, mfaCodeIn, readOutbox } from './sandbox';

type Credentials = { email: string; password: string };
type CompanyDetails = Record<'companyName' | 'logoUrl' | 'tabLogoUrl' | 'resellerName', unknown>;

/** Signs in through the login and MFA screens, reading the emailed code from the outbox. */
export async function signIn(page: Page, user: Credentials) {
  const before = (await readOutbox(page.request, user.email)).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  await expect
    .poll(async () => (await readOutbox(page.request, user.email)).length)
    .toBeGreaterThan(before);
  await page.getByLabel(/code/i).fill(await latestMfaCode(page.request, user.email));
  await page.getByRole('button', { name: 'Authenticate' }).click();
}

const bearer = (value: string | undefined) => value?.replace(/^Bearer /, '') ?? '';

/**
 * A session of its own for one test, made as the sign-in screens make it (login, the code from
 * the outbox, MFA) but through the API: tests that are not about signing in skip the screens.
 */
async function apiSession(request: APIRequestContext, user: Credentials) {
  const newest = (await readOutbox(request, user.email))[0]?.id ?? 0;
  const login = await request.post('/v1/auth/login', { data: user });
  expect(login.status(), `login as ${user.email}`).toBe(200);
  const mail = (await readOutbox(request, user.email)).find(
    (m) => m.kind === 'mfa' && m.id > newest,
  );
  expect(mail, `an MFA email for ${user.email}`).toBeTruthy();
  const mfa = await request.post('/v1/auth/mfa', {
    data: { code: mfaCodeIn(mail!) },
    headers: { authorization: login.headers()['authorization']! },
  });
  expect(mfa.status(), `MFA for ${user.email}`).toBe(200);
  const { companyName, logoUrl, tabLogoUrl, resellerName } = (
    (await mfa.json()) as { data: { user: CompanyDetails } }
  ).data.user;
  return {
    [STORAGE_KEYS.token]: bearer(mfa.headers()['authorization']),
    [STORAGE_KEYS.refreshToken]: bearer(mfa.headers()['refresh']),
    [STORAGE_KEYS.companyDetails]: JSON.stringify({
      companyName,
      logoUrl,
      tabLogoUrl,
      resellerName,
    }),
  };
}

/** Signed in through the API, the session put where the portal keeps it, on the dashboard. */
export async function signInToDashboard(page: Page, user: Credentials) {
  const entries = await apiSession(page.request, user);
  // Any page of the portal's origin will do to write its storage; the tab icon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}
