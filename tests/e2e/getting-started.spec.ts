import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { DESKTOP, horizontalOverflow, PHONE } from './support/layout';
import { startTrial, type TrialServer } from './support/trial-server';

let trial: TrialServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  trial = await startTrial(workerInfo.parallelIndex);
});
test.afterAll(async () => trial?.stop());

const WORLD_DASHBOARD = /^http:\/\/[a-z0-9]{20,}\.localhost:\d+\/dashboard$/;

async function startSandbox(page: Page) {
  await page.goto(`${trial.apex}/`);
  await page.getByRole('button', { name: 'Start your sandbox' }).click();
  await expect(page).toHaveURL(WORLD_DASHBOARD, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Getting started' });
const indicator = (page: Page) => page.getByTestId('getting-started-indicator');
const count = (page: Page) => page.getByTestId('getting-started-count');

/** Light with every rule, dark with the colour rules (the rest does not change with the scheme). */
async function seriousFindings(page: Page): Promise<string[]> {
  const serious: string[] = [];
  for (const [colorScheme, rules] of [
    ['light', undefined],
    ['dark', COLOUR_RULES],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    const findings = await axeFindings(page, rules);
    serious.push(...findings.serious.map((f) => `${colorScheme}: ${f}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return serious;
}

test('a new visitor sees 0 of 5, does two steps through the portal and sees 2 of 5 without a reload; the card folds, is dismissed and comes back; another visitor starts at 0', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await startSandbox(page);
  await expect(count(page)).toHaveText('0 of 5 done');
  await expect(indicator(page)).toContainText('0 of 5');
  await expect(panel(page).getByRole('listitem')).toHaveCount(5);
  expect(await seriousFindings(page)).toEqual([]);

  // The card offers the next step too: Talk to sales opens its form (closed again here).
  await panel(page).getByRole('button', { name: 'Talk to sales' }).click();
  const sales = page.getByRole('dialog', { name: 'Talk to sales' });
  await expect(sales).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sales).toBeHidden();

  // Invite a teammate, from the card's own link.
  await panel(page).getByRole('link', { name: 'Invite a teammate' }).click();
  await expect(page).toHaveURL(/\/createUser$/);
  await page.getByLabel('Email Address').fill('ada.colleague@example.org');
  await page.getByLabel('User Role').selectOption({ label: 'Operator' });
  await page.getByRole('button', { name: 'Send Invite Email' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Completed creating user: ada.colleague@example.org')).toBeVisible();
  await expect(indicator(page)).toContainText('1 of 5');

  // Open a support ticket, through the support area.
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await page.getByRole('link', { name: 'Open a Support Ticket' }).click();
  await page.getByLabel('Message').fill('Where do I find the invoices of this account?');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Support Request Submitted Successfully!')).toBeVisible();
  await expect(indicator(page)).toContainText('2 of 5');

  // The indicator opens the card on the dashboard, focused, without a reload.
  await indicator(page).click();
  await expect(page).toHaveURL(WORLD_DASHBOARD);
  await expect(count(page)).toHaveText('2 of 5 done');
  await expect(panel(page).getByRole('heading', { name: 'Getting started' })).toBeFocused();
  const invite = panel(page).getByRole('listitem').filter({ hasText: 'Invite a teammate' });
  await expect(invite).toContainText('(done)');
  const vm = panel(page).getByRole('listitem').filter({ hasText: 'Create a virtual machine' });
  await expect(vm).toContainText('(not done yet)');

  // Folded by keyboard, and still folded after a reload.
  const fold = panel(page).getByRole('button', { name: 'Hide steps' });
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Show steps' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(panel(page).getByRole('list')).toBeHidden();
  await page.reload();
  await expect(panel(page).getByRole('button', { name: 'Show steps' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Show steps' }).click();
  await expect(panel(page).getByRole('list')).toBeVisible();

  // Dismissed: card and indicator go; the user menu brings them back.
  await panel(page).getByRole('button', { name: 'Dismiss getting started' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(indicator(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show getting started' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Getting started' })).toBeFocused();
  await expect(indicator(page)).toContainText('2 of 5');

  // A phone: the card fits 390 px, and the menu shows the progress.
  await page.setViewportSize(PHONE);
  await expect(panel(page)).toBeVisible();
  const overflow = await horizontalOverflow(page);
  expect(overflow.outside).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(indicator(page)).toBeVisible();
  await expect(indicator(page)).toContainText('2 of 5');

  // Another visitor, another world: nothing done there.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await startSandbox(otherPage);
    await expect(count(otherPage)).toHaveText('0 of 5 done');
    await expect(indicator(otherPage)).toContainText('0 of 5');
  } finally {
    await other.close();
  }
});
