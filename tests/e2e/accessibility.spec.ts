import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES, expectNoSeriousViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { openNetwork, SEEDED_STANDARD } from './support/networks';
import { CUSTOMER, RESELLER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Each screen reached by a path (and, for a details screen, the first row of its list). */
async function visitEach(
  page: Page,
  screens: [string, () => Promise<void>][],
  rules?: readonly string[],
) {
  const serious: string[] = [];
  for (const [name, reach] of screens) {
    await reach();
    const findings = await axeFindings(page, rules);
    serious.push(...findings.serious.map((v) => `${name}: ${v}`));
    // Printed, not asserted: the closing note of an accessibility change lists what stays.
    for (const v of findings.lesser) console.log(`axe ${name}: ${v}`);
  }
  expect(serious).toEqual([]);
}

/** No spinner, busy table or placeholder left: the screen shows its data. */
const settled = (page: Page) =>
  expect(
    page.locator('.spinner-border:visible, [aria-busy="true"], .placeholder:visible'),
  ).toHaveCount(0);

const opened = (page: Page, path: string, heading: string | RegExp) => async () => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
};

const firstRowOf = (page: Page, path: string, url: RegExp) => async () => {
  await page.goto(path);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
};

type Screens = (page: Page) => [string, () => Promise<void>][];

// A document library is found by its page title, exactly: the open document has an h1 too.
const consoleScreens: Screens = (page) => [
  ['networks', opened(page, '/networks', 'Networks')],
  ['network details', () => openNetwork(page, SEEDED_STANDARD)],
  ['create network', opened(page, '/createNetwork', /Create Network/)],
  ['teams', opened(page, '/teams', 'Teams')],
  ['team details', firstRowOf(page, '/teams', /\/team\?id=/)],
  ['create team', opened(page, '/createEditTeam', /Create/)],
  ['users', opened(page, '/users', 'Users')],
  ['user details', firstRowOf(page, '/users', /\/user\?id=/)],
  ['create user', opened(page, '/createUser', /Create User/)],
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

// Every screen in both colour schemes: the operating system's, which the portal follows. Light
// with every rule; dark with the rules a scheme can change (the pages are otherwise the same).
for (const colorScheme of ['light', 'dark'] as const) {
  const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`axe finds nothing serious or critical on the signed-out screens (${size})`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        for (const path of ['/', '/findPartner', '/login', '/forgotPassword', '/no/such/page']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
          await expectNoSeriousViolations(page, path, rules);
        }
      });

      test(`axe finds nothing serious or critical signed in, dialogs open (${size})`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(viewport);
        await signInToDashboard(page, CUSTOMER);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
        await expectNoSeriousViolations(page, '/dashboard', rules);
        await page.goto('/virtualMachines');
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await expectNoSeriousViolations(page, '/virtualMachines', rules);
        await page.goto('/createVirtualMachine');
        await expect(page.getByText('Virtual Machine Configuration')).toBeVisible();
        await expectNoSeriousViolations(page, '/createVirtualMachine', rules);

        await openVm(page, RUNNING_LINUX);
        await expect(page.getByRole('article', { name: 'Interface 1' })).toBeVisible();
        await expectNoSeriousViolations(page, 'VM details', rules);
        await page.getByRole('button', { name: 'Stop', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousViolations(page, 'stop dialog', rules);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();

        await page.getByRole('button', { name: 'Job Status' }).click();
        await expect(page.getByRole('dialog', { name: 'Job Status' })).toBeVisible();
        await expectNoSeriousViolations(page, 'Job Status drawer', rules);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Edit VM' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: `Edit ${RUNNING_LINUX}` }),
        ).toBeVisible();
        await expectNoSeriousViolations(page, 'VM edit', rules);
      });
    }

    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      for (const [which, persona, screens] of [
        ['every other console screen', CUSTOMER, consoleScreens],
        ["the reseller's screens", RESELLER, resellerScreens],
      ] as const) {
        test(`axe finds nothing serious or critical on ${which} (${size})`, async ({ page }) => {
          test.setTimeout(300_000);
          await page.setViewportSize(viewport);
          await signInToDashboard(page, persona);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
          await visitEach(page, screens(page), rules);
        });
      }
    }
  });
}
