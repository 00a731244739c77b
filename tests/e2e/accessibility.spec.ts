import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { openNetwork, SEEDED_STANDARD } from './support/networks';
import { CUSTOMER, RESELLER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

// Every screen is checked at both sizes and in both colour schemes (the operating system's, which
// the portal follows as it changes): light with every rule, dark with the rules a scheme can
// change, since the pages are otherwise the same. A screen is reached once and checked four
// times, so its cost is axe's, not four loads of the portal.
const LOOKS = [
  { size: 'desktop', viewport: DESKTOP, colorScheme: 'light', rules: undefined },
  { size: 'desktop', viewport: DESKTOP, colorScheme: 'dark', rules: COLOUR_RULES },
  { size: 'phone', viewport: PHONE, colorScheme: 'light', rules: undefined },
  { size: 'phone', viewport: PHONE, colorScheme: 'dark', rules: COLOUR_RULES },
] as const;

/** axe's serious findings on the screen as it is now, in every look, named by screen and look. */
async function seriousEverywhere(page: Page, screen: string): Promise<string[]> {
  const serious: string[] = [];
  for (const { size, viewport, colorScheme, rules } of LOOKS) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    // Two frames: what renders by the viewport's size has rendered; then the colours' transitions
    // to the new scheme have ended, so axe measures the scheme and not a blend of both.
    await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      // A transition cut short by the next render rejects: it has ended all the same.
      await Promise.all(transitions.map((t) => t.finished.catch(() => undefined)));
    });
    const findings = await axeFindings(page, rules);
    const look = `${screen} (${size}, ${colorScheme})`;
    serious.push(...findings.serious.map((v) => `${look}: ${v}`));
    // Printed, not asserted: the closing note of an accessibility change lists what stays.
    for (const v of findings.lesser) console.log(`axe ${look}: ${v}`);
  }
  await page.setViewportSize(DESKTOP);
  return serious;
}

/** Each screen reached in turn (the portal already loaded), then checked in every look. */
async function visitEach(page: Page, screens: [string, () => Promise<void>][]) {
  const serious: string[] = [];
  for (const [name, reach] of screens) {
    await reach();
    serious.push(...(await seriousEverywhere(page, name)));
  }
  expect(serious).toEqual([]);
}

/** No spinner, busy table or placeholder left: the screen shows its data. */
const settled = (page: Page) =>
  expect(
    page.locator('.spinner-border:visible, [aria-busy="true"], .placeholder:visible'),
  ).toHaveCount(0);

/** Moves the loaded portal to a path as its own links do, without loading it again. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const opened = (page: Page, path: string, heading: string | RegExp) => async () => {
  await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
};

const firstRowOf = (page: Page, path: string, list: string, url: RegExp) => async () => {
  await navigateInApp(page, path);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(url);
  // The address changes first; the list stays on screen (settled) until the details render.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(list);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
};

type Screens = (page: Page) => [string, () => Promise<void>][];

// A document library is found by its page title, exactly: the open document has an h1 too.
// Split in two so that the two workers share them.
const consoleScreens: Screens = (page) => [
  ['networks', opened(page, '/networks', 'Networks')],
  ['network details', () => openNetwork(page, SEEDED_STANDARD)],
  ['create network', opened(page, '/createNetwork', /Create Network/)],
  ['teams', opened(page, '/teams', 'Teams')],
  ['team details', firstRowOf(page, '/teams', 'Teams', /\/team\?id=/)],
  ['create team', opened(page, '/createEditTeam', /Create/)],
  ['users', opened(page, '/users', 'Users')],
  ['user details', firstRowOf(page, '/users', 'Users', /\/user\?id=/)],
  ['create user', opened(page, '/createUser', /Create User/)],
];

const supportScreens: Screens = (page) => [
  ['support', opened(page, '/support', 'Support')],
  ['faq', opened(page, '/support/faq', /FAQ|Frequently/)],
  ['policies', opened(page, '/support/policies', /^Policies$/)],
  ['portal guides', opened(page, '/support/portalGuides', /^Portal Guides$/)],
  ['technical docs', opened(page, '/support/technicalDocs', /^Technical Docs$/)],
  ['release notes', opened(page, '/support/releaseNotes', /^Release Notes Archive$/)],
  ['open ticket', opened(page, '/support/openTicket', /Ticket|Contact/)],
];

const resellerScreens: Screens = (page) => [
  ['partner centre', opened(page, '/partnerCenter', /Partner/)],
  ['product collateral', opened(page, '/partnerCenter/productCollateral', /^Product Collateral$/)],
  ['playbooks', opened(page, '/partnerCenter/playbooks', /^Playbooks$/)],
  ['setup processes', opened(page, '/partnerCenter/setupProcesses', /^Setup Processes$/)],
  ['order services', opened(page, '/orderServices', /Order/)],
];

test('axe finds nothing serious or critical on the signed-out screens', async ({ page }) => {
  test.setTimeout(180_000);
  const serious: string[] = [];
  for (const path of ['/', '/findPartner', '/login', '/forgotPassword', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    serious.push(...(await seriousEverywhere(page, path)));
  }
  expect(serious).toEqual([]);
});

test('the home and find-a-partner pages keep all their content in landmarks', async ({ page }) => {
  for (const path of ['/', '/findPartner']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const { serious, lesser } = await axeFindings(page, ['region']);
      expect([...serious, ...lesser], `${path}, ${viewport.width} px`).toEqual([]);
    }
  }
});

test('axe finds nothing serious or critical signed in, dialogs open', async ({ page }) => {
  test.setTimeout(240_000);
  const serious: string[] = [];
  await signInToDashboard(page, CUSTOMER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, '/dashboard')));
  await navigateInApp(page, '/virtualMachines');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  serious.push(...(await seriousEverywhere(page, '/virtualMachines')));
  await navigateInApp(page, '/createVirtualMachine');
  await expect(page.getByText('Virtual Machine Configuration')).toBeVisible();
  serious.push(...(await seriousEverywhere(page, '/createVirtualMachine')));

  await openVm(page, RUNNING_LINUX);
  await expect(page.getByRole('article', { name: 'Interface 1' })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'VM details')));
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'stop dialog')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Job Status' }).click();
  await expect(page.getByRole('dialog', { name: 'Job Status' })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'Job Status drawer')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Edit VM' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${RUNNING_LINUX}` }),
  ).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'VM edit')));
  expect(serious).toEqual([]);
});

for (const [which, persona, screens] of [
  ['networks, teams and users', CUSTOMER, consoleScreens],
  ['the support area', CUSTOMER, supportScreens],
  ["the reseller's screens", RESELLER, resellerScreens],
] as const) {
  test(`axe finds nothing serious or critical on ${which}`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInToDashboard(page, persona);
    await visitEach(page, screens(page));
  });
}
