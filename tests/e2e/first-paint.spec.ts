import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

// index.html carries the sign-in card and the dashboard, rendered at build time; a script in its
// head reveals the one the visit is about to show, so it paints before any script has loaded.

const noScripts = (page: Page) => page.route('**/static/*.js', (route) => route.abort());
const painted = (page: Page) => page.locator('#root [data-first-paint-screen]:visible');

test('the sign-in card paints from the HTML alone, inert until the app takes it over', async ({
  page,
}) => {
  await noScripts(page);
  await page.goto('/login');
  await expect(page.locator('h1', { hasText: 'Welcome back' })).toBeVisible();
  await expect(page.locator('#login-email')).toBeVisible();
  await expect(painted(page)).toHaveAttribute('inert', '');
  await expect(page.locator('h1', { hasText: 'Dashboard' })).toBeHidden();
  // Inert: nothing typed before the app runs can be lost when it replaces the card.
  await page.locator('#login-email').click({ force: true });
  await page.keyboard.type('early@example.com');
  await expect(page.locator('#login-email')).toHaveValue('');

  await page.unrouteAll();
  await page.reload();
  await expect(painted(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email);
});

test('a signed-in user’s dashboard frame paints from the HTML alone', async ({ page, request }) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  await noScripts(page);
  await page.reload();
  await expect(page.locator('h1', { hasText: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Virtual machine usage statistics by size category')).toBeVisible();
  await expect(page.locator('h1', { hasText: 'Welcome back' })).toBeHidden();

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByText('Dana Whitfield')).toBeVisible();
  await expect(painted(page)).toHaveCount(0);
  await expect(page.locator('.app-shell')).toHaveCount(1);
});

test('the portal’s styles come inside its page: no stylesheet is fetched for them', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
  });
  // Styled from the HTML alone: with no script, and any stylesheet it would fetch refused.
  await noScripts(page);
  await page.route('**/*.css', (route) => route.abort());
  await page.goto('/login');
  const signIn = page.locator('button', { hasText: 'Sign In' });
  await expect(signIn).toBeVisible();
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toContain('system-ui');
  const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
  expect(margin).toBe('0px');
  expect(stylesheets).toEqual([]);

  // The app, then screens loaded later, style themselves with what the page holds: a
  // stylesheet fetched now is only ever a later screen's own.
  await page.unrouteAll();
  await signInToDashboard(page, CUSTOMER);
  await expect(signIn).toHaveCount(0);
  await page.getByRole('link', { name: 'Virtual Machines' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();
  expect(stylesheets.filter((file) => /\/static\/index-[^/]*\.css$/.test(file))).toEqual([]);
  const live = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => getComputedStyle(h1).fontWeight);
  expect(Number(live)).toBeGreaterThanOrEqual(500);
});

test('nothing is painted where the app shows something else, nor with a reseller’s brand', async ({
  page,
}) => {
  await noScripts(page);
  await page.goto('/login?persona=customer@example.com');
  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');
  await page.goto('/dashboard'); // signed out: the app sends this visitor to the start page
  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');

  await page.evaluate(() =>
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({
        companyName: 'Harbor Freight Co',
        logoUrl: 'https://cdn.example/skyline.svg',
        tabLogoUrl: null,
        resellerName: 'Skyline Cloud',
      }),
    ),
  );
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');
  await expect(painted(page)).toHaveCount(0);
});

test('an address moved while the app takes over the painted dashboard is the screen shown', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  // A slower CPU, so that the app's first render (which yields to the browser) is still under
  // way when the address moves, as a Back pressed on a phone might.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-first-paint'));
  // The app's root exists: its first render has begun.
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
    undefined,
    { polling: 1 },
  );
  await page.evaluate(() => {
    history.pushState(null, '', '/support');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
});

test('the painted dashboard shows before the app’s code runs, even when the code is at hand first', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signInToDashboard(page, CUSTOMER);
  // A reload: the entry and every chunk come from the browser's cache before the page has been
  // parsed and painted, when a module script would run the app's code before anything is painted.
  // The head's inline script sets the colour scheme, then the entry sets it again as it starts
  // (and the app may once more later).
  await page.addInitScript(() => {
    const seen = window as unknown as { schemeSetAt: number[] };
    seen.schemeSetAt = [];
    new MutationObserver((mutations) => {
      for (const _ of mutations) seen.schemeSetAt.push(performance.now());
    }).observe(document, { subtree: true, attributeFilter: ['data-bs-theme'] });
  });
  await page.reload();
  await expect(page.getByText('Dana Whitfield')).toBeVisible();
  const { paintedAt, schemeSetAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    schemeSetAt: (window as unknown as { schemeSetAt: number[] }).schemeSetAt,
  }));
  expect(schemeSetAt.length).toBeGreaterThanOrEqual(2);
  expect(paintedAt).not.toBeNull();
  expect(paintedAt as number).toBeLessThan(schemeSetAt[1] as number);
});
