import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { startTrialProcess } from './support/trial-server';
import { stopProcess } from './support/worker-sandbox';
import { fillCascade } from './support/vms';

const OPERATOR_KEY = 'console-operator-key-for-tests';
const PASSWORD = 'Console-Seller-42!';
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c33"/></svg>',
);

let apex: string;
let stop: () => Promise<void>;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_TRIAL_PORT ?? 4600) + 50 + workerInfo.parallelIndex;
  const child = await startTrialProcess(port, { TRIAL_OPERATOR_KEY: OPERATOR_KEY });
  apex = `http://localhost:${port}`;
  stop = () => stopProcess(child);
});
test.afterAll(async () => stop?.());

async function signInAsOperator(page: Page) {
  await page.goto(`${apex}/console/sign-in`);
  await page.getByRole('button', { name: 'Sign in with the operator key' }).click();
  await page.getByLabel('Operator key').fill(OPERATOR_KEY);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
}

/** The operator adds a seller; the seller activates and signs in, in a context of their own. */
async function newSeller(page: Page, browser: Browser, email: string): Promise<Page> {
  await signInAsOperator(page);
  await page.getByRole('link', { name: 'Sellers' }).click();
  await page.getByLabel('Name').fill('Sam Seller');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Add seller' }).click();
  const link = await page.locator('code', { hasText: '/console/activate?token=' }).textContent();
  const seller = await (await browser.newContext()).newPage();
  await seller.goto(link!);
  await seller.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await seller.getByLabel('Confirm password').fill(PASSWORD);
  await seller.getByRole('button', { name: 'Activate' }).click();
  await seller.getByRole('link', { name: 'Sign in' }).click();
  await seller.getByLabel('Email').fill(email);
  await seller.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await seller.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
  return seller;
}

/** An image laid out with some width and height (an SVG with only a viewBox has no size of its own). */
async function expectRendered(image: Locator) {
  await expect(image).toBeVisible();
  // Loaded and decoded: a broken image (refused, say) also has a size, its alt text's.
  const decoded = await image.evaluate((img: HTMLImageElement) =>
    img.decode().then(
      () => true,
      () => false,
    ),
  );
  expect(decoded).toBe(true);
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.height).toBeGreaterThan(0);
}

/** The prospect's Teams screen, by the sidebar (a reload would sign them out), once listed. */
async function openTeams(prospect: Page) {
  await prospect
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(prospect.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(prospect.getByRole('row').nth(1)).toBeVisible();
}

test("a seller activates, makes a branded demo from a scenario; its link opens the portal under the prospect's name until revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const seller = await newSeller(page, browser, 'sam@sales.example');
  await seller.getByRole('link', { name: 'New demo' }).click();
  // The templates load (the scenarios are made once when the trial starts).
  await expect(seller.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  const count = await seller.getByRole('radio').count();
  expect(count).toBeGreaterThanOrEqual(3);

  // Every scenario end to end, each demo opened in a browser of its own.
  for (let i = 0; i < count; i++) {
    const company = `Prospect ${i + 1} Ltd`;
    if (i > 0) await seller.goto(`${apex}/console/demos/new`);
    await seller.getByLabel('Company', { exact: true }).fill(company);
    await seller
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
    await expect(seller.getByAltText('Logo preview')).toBeVisible();
    await seller.getByRole('radio').nth(i).check();
    await seller.getByRole('button', { name: 'Create demo' }).click();
    await expect(
      seller.getByRole('heading', { name: `The demo for ${company} is ready` }),
    ).toBeVisible();
    const url = await seller.locator('code', { hasText: '/__demo/open?token=' }).textContent();

    // A prospect: a fresh browser, signed in on the dashboard under their own name and logo.
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(url!);
    await expect(prospect).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(prospect).toHaveTitle(new RegExp(company));
    await expect(prospect.getByText(company).first()).toBeVisible();
    // The sidebar's logo is the prospect's own image, served by the demo's world, and visible.
    const logo = prospect.locator('img.sidebar-logo-img');
    await expect(logo).toHaveAttribute('src', /\/branding\/assets\/\d+$/);
    await expectRendered(logo);
    if (i === 0) await prospect.screenshot({ path: 'test-results/console-prospect-dashboard.png' });

    // Something changed in the demo: a team of the prospect's own.
    const team = `Pilot team ${i + 1}`;
    await openTeams(prospect);
    await prospect.getByRole('button', { name: 'Create Team' }).click();
    await prospect.getByLabel('Team Name').fill(team);
    await prospect.getByRole('button', { name: 'Create Team' }).click();
    await expect(prospect).toHaveURL(/\/createEditTeam\?id=\d+$/);
    await openTeams(prospect);
    await expect(prospect.getByText(team).first()).toBeVisible();

    // The console shows the logo too: the list's thumbnail (the newest demo first), and the
    // demo's own page.
    const demoPage = await seller.getByRole('link', { name: 'See the demo' }).getAttribute('href');
    await seller.goto(`${apex}/console/`);
    await expectRendered(seller.locator('img.console-thumb').first());
    await seller.goto(`${apex}${demoPage}`);
    await expectRendered(seller.locator('img.console-logo'));
    if (i === 0)
      await seller.screenshot({ path: 'test-results/console-demo-page.png', fullPage: true });

    // Reset: the prospect's session ends; the link, opened again in the same browser (which
    // still holds the ended session), signs in afresh and shows no team of theirs.
    await seller.getByRole('button', { name: 'Reset' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(seller.getByRole('cell', { name: 'reset' })).toBeVisible();
    const again = prospect;
    await again.goto(url!);
    await expect(again).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await openTeams(again);
    await expect(again.getByText(team)).toHaveCount(0);

    // Revoke: the link answers 410 from then on.
    await seller.getByRole('button', { name: 'Revoke' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(seller.getByRole('cell', { name: 'revoked' })).toBeVisible();
    expect((await again.goto(url!))?.status()).toBe(410);
    await again.context().close();
  }
});

test("a prospect's visit shows in the console: the session, its pages, the VM made, and the funnel", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAsOperator(page);
  await page.getByRole('link', { name: 'New demo' }).click();
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Company', { exact: true }).fill('Visited Ltd');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Create demo' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The demo for Visited Ltd is ready' }),
  ).toBeVisible({ timeout: 30_000 });
  const url = await page.locator('code', { hasText: '/__demo/open?token=' }).textContent();

  // The prospect, in a browser of their own: three screens, then a VM.
  const prospect = await (await browser.newContext()).newPage();
  const pagesSent = prospect.waitForResponse((r) => r.url().endsWith('/__activity/pages'));
  await prospect.goto(url!);
  await expect(prospect).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const nav = prospect.getByRole('navigation', { name: 'Main' });
  for (const screen of ['Networks', 'Teams', 'Virtual Machines']) {
    await nav.getByRole('link', { name: screen }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: screen })).toBeVisible();
  }
  await fillCascade(prospect, 'prospect-web', /^Small ·/);
  await prospect.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(prospect.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  expect((await pagesSent).status()).toBe(200); // the pages viewed, sent to the demo's world
  await prospect.context().close();

  await page.getByRole('link', { name: 'See the demo' }).click();
  // Exact: "The demo for Visited Ltd is ready" holds the name too, and a reload before the
  // address has moved would reload the form.
  await expect(page).toHaveURL(/\/console\/demos\/(?!new)[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Visited Ltd', exact: true }),
  ).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Visits, newest first' });
  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText('Created a VM: prospect-web', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(timeline).toContainText('Opened: the demo link');
  await expect(timeline).toContainText('Viewed: /networks');
  await expect(timeline).toContainText('Viewed: /teams');
  await expect(timeline.getByRole('listitem').first()).toContainText('active');
  await page.screenshot({ path: 'test-results/console-demo-activity.png', fullPage: true });

  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  // A bar for each step some demo reached: made, opened, signed in, a first action.
  await expect(page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle')).toHaveCount(4);
  await expect(page.getByRole('row', { name: /First action 1/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-insights.png', fullPage: true });
});

test('the operator gives a seller a new activation link and removes a seller, whose console signs out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await newSeller(page, browser, 'leaver@sales.example');
  const row = page.getByRole('row', { name: /leaver@sales\.example/ });
  const firstLink = await page
    .locator('code', { hasText: '/console/activate?token=' })
    .textContent();
  await row.getByRole('button', { name: 'New activation link for Sam Seller' }).click();
  const issued = page.getByRole('status').filter({ hasText: 'A new activation link' });
  await expect(issued).toContainText('leaver@sales.example');
  await expect(issued.locator('code')).not.toHaveText(firstLink!);

  await row.getByRole('button', { name: 'Remove Sam Seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the seller?' });
  await expect(dialog).toContainText('leaver@sales.example');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toBeHidden();

  // The seller's open console finds its session gone at its next call.
  await seller.reload();
  await expect(
    seller.getByRole('heading', { level: 1, name: 'Sign in to the sales console' }),
  ).toBeVisible();

  // The operator signs out: the console asks for a key or a password again, even after a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the sales console' }),
  ).toBeVisible();
  await page.goto(`${apex}/console/sellers`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the sales console' }),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const)
  for (const size of [DESKTOP, PHONE])
    test(`the console is axe clean in ${scheme} at ${size.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await page.goto(`${apex}/console/sign-in`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
      expect((await axeFindings(page, rules)).serious).toEqual([]);
      await signInAsOperator(page);
      for (const path of [
        '/console/',
        '/console/demos/new',
        '/console/insights',
        '/console/sellers',
      ]) {
        await page.goto(`${apex}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await axeFindings(page, rules)).serious, path).toEqual([]);
      }
    });
