import type { Page } from '@playwright/test';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { DESKTOP, horizontalOverflow, PHONE } from './support/layout';
import { startTrial, type TrialServer } from './support/trial-server';

let trial: TrialServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  trial = await startTrial(workerInfo.parallelIndex);
});
test.afterAll(async () => trial?.stop());

const SHOTS = 'test-results/tour';
const STEPS = [
  'Dashboard',
  'Virtual Machines',
  'Networks',
  'Teams',
  'Support',
  'Job Status',
  'Control room',
];

/** A new visitor's world, signed in on its dashboard, as "Start your sandbox" makes it. */
async function startSandbox(page: Page) {
  await page.goto(`${trial.apex}/`);
  await page.getByRole('button', { name: 'Start your sandbox' }).click();
  await expect(page).toHaveURL(/\.localhost:\d+\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const offer = (page: Page) => page.getByRole('region', { name: 'Take a 1-minute tour?' });
const dialog = (page: Page) => page.getByRole('dialog');

/** The step on screen: its title, counter and what it says it points at (null: nothing). */
async function expectStep(page: Page, index: number, pointsAt: string | null) {
  const step = dialog(page);
  await expect(step).toHaveAccessibleName(STEPS[index]!);
  await expect(step).toContainText(`Step ${index + 1} of ${STEPS.length}`);
  if (pointsAt) {
    await expect(step).toHaveAccessibleDescription(new RegExp(`Points at: ${pointsAt}`));
    // The element named is the one ringed, and it is on screen.
    await expect(page.locator('[data-tour-active]')).toHaveCount(1);
    await expect(page.locator('[data-tour-active]')).toBeInViewport();
  } else {
    await expect(step).not.toHaveAccessibleDescription(/Points at/);
    await expect(page.locator('[data-tour-active]')).toHaveCount(0);
  }
}

test('offered on the first visit, taken and ended by keyboard, focus given back, not offered again, taken again from the user panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await startSandbox(page);
  await expect(offer(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offer-desktop-light.png` });

  // Keyboard only: from the top of the page to the offer, then through every step.
  await tabTo(page, offer(page).getByRole('button', { name: 'Take the tour' }));
  await page.keyboard.press('Enter');
  await expect(offer(page)).toHaveCount(0);
  await expectStep(page, 0, 'Dashboard in the sidebar');
  const next = dialog(page).getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  // Tab stays inside: from Next round to Skip tour, and Shift+Tab back.
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Skip tour' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(next).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/step-desktop-light.png` });

  await page.keyboard.press('Enter');
  await expectStep(page, 1, 'Virtual Machines in the sidebar');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 0, 'Dashboard in the sidebar');
  await expect(next).toBeFocused();
  for (const [index, pointsAt] of [
    [1, 'Virtual Machines in the sidebar'],
    [2, 'Networks in the sidebar'],
    [3, 'Teams in the sidebar'],
    [4, 'Support in the sidebar'],
    [5, 'the Job Status button'],
    [6, 'the Sandbox badge in the sidebar, which opens the control room'],
  ] as const) {
    await page.keyboard.press('Enter');
    await expectStep(page, index, pointsAt);
  }
  await expect(dialog(page).getByRole('button', { name: 'Done' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/last-step-desktop-light.png` });

  // Escape ends it; what opened it (the offer) is gone, so focus goes to the screen's heading.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('[data-tour-active]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // Offered once: after a reload, with the user and the world known, no offer.
  await page.reload();
  const takeAgain = page.getByRole('button', { name: 'Take the tour' });
  await expect(takeAgain).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);

  // From the user panel, by keyboard again; Escape gives focus back to that button.
  await tabTo(page, takeAgain);
  await page.keyboard.press('Enter');
  await expectStep(page, 0, 'Dashboard in the sidebar');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(takeAgain).toBeFocused();
});

test('the offer and a step are axe clean in both colour schemes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await startSandbox(page);
  await expect(offer(page)).toBeVisible();
  const serious: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
    serious.push(...(await axeFindings(page, rules)).serious.map((v) => `offer ${scheme}: ${v}`));
  }
  await offer(page).getByRole('button', { name: 'Take the tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 1, 'Virtual Machines in the sidebar');
  // The tour follows the user: a click on the ringed item moves to its screen, and the step
  // stays, pointing at the same item in the sidebar that is still there.
  await page.getByRole('link', { name: 'Virtual Machines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();
  await expectStep(page, 1, 'Virtual Machines in the sidebar');
  await expect(page.getByRole('link', { name: 'Virtual Machines' })).toHaveAttribute(
    'data-tour-active',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
    serious.push(...(await axeFindings(page, rules)).serious.map((v) => `step ${scheme}: ${v}`));
    await page.screenshot({ path: `${SHOTS}/step-desktop-${scheme}.png` });
  }
  expect(serious).toEqual([]);
});

test('on a phone, steps in the closed menu point at the menu button, follow the menu and the route, and nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await startSandbox(page);
  await expect(offer(page)).toBeVisible();
  expect((await horizontalOverflow(page)).outside).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/offer-phone.png` });

  await offer(page).getByRole('button', { name: 'Take the tour' }).click();
  const inMenu = (title: string) => `the Open menu button: ${title} is in that menu`;
  await expectStep(page, 0, inMenu('Dashboard'));
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-tour-active');
  await expect(dialog(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/step-phone.png` });
  for (const index of [1, 2, 3, 4]) {
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await expectStep(page, index, inMenu(STEPS[index]!));
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  }
  // The tour follows the menu and the route: opened, the menu shows the item, and the step
  // points at it; a move to its screen closes the menu, and the step points at the button again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectStep(page, 4, 'Support in the sidebar');
  await expect(page.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute(
    'data-tour-active',
  );
  await expect(dialog(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/menu-step-phone.png` });
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expectStep(page, 4, inMenu('Support'));
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-tour-active');

  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 5, 'the Job Status button');
  await expect(dialog(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/job-step-phone.png` });
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 6, inMenu('Control room'));
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);

  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(dialog(page)).toHaveCount(0);
});
