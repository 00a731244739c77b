import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { startTrialProcess } from './support/trial-server';
import { stopProcess } from './support/worker-sandbox';

const OPERATOR_KEY = 'keep-operator-key-for-tests';
const WORLD_DASHBOARD = /^http:\/\/([a-z0-9]{20,})\.localhost:\d+\/dashboard$/;
const ADA = { name: 'Ada Lovelace', email: 'ada@acme.example', company: 'Acme Robotics' };

let apex: string;
let stop: () => Promise<void>;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_TRIAL_PORT ?? 4600) + 85 + workerInfo.parallelIndex;
  const child = await startTrialProcess(port, { TRIAL_OPERATOR_KEY: OPERATOR_KEY });
  apex = `http://localhost:${port}`;
  stop = () => stopProcess(child);
});
test.afterAll(async () => stop?.());

/** From the landing page, one click: a world of the visitor's own, signed in on its dashboard. */
async function startSandbox(page: Page): Promise<string> {
  await page.goto(`${apex}/`);
  await page.getByRole('button', { name: 'Start your sandbox' }).click();
  await expect(page).toHaveURL(WORLD_DASHBOARD, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return WORLD_DASHBOARD.exec(page.url())![1]!;
}

/** The world's caught mail to `to`, as its page reads it (the key is in its visitor's cookie). */
async function outbox(page: Page, to: string) {
  const { status, body } = await page.evaluate(async (address) => {
    const res = await fetch(`/__sandbox/outbox?to=${encodeURIComponent(address)}`);
    return { status: res.status, body: (await res.json()) as unknown };
  }, to);
  expect(status).toBe(200);
  return (body as { data: { kind: string; text: string }[] }).data;
}

async function signInAsOperator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${apex}/console/sign-in`);
  await page.getByRole('button', { name: 'Sign in with the operator key' }).click();
  await page.getByLabel('Operator key').fill(OPERATOR_KEY);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
  return page;
}

test('a visitor keeps the sandbox and asks sales to call; another visitor sees none of it; the console lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const world = await startSandbox(page);
  const banner = page.getByRole('region', { name: 'Sandbox' });
  await expect(banner).toContainText(/expires \d{1,2} \w{3} \d{4}/);

  // Keep: wrong fields are named, then the world is kept and the banner says until when.
  await banner.getByRole('button', { name: 'Keep this sandbox' }).click();
  const keep = page.getByRole('dialog', { name: 'Keep this sandbox' });
  await keep.getByRole('button', { name: 'Keep this sandbox' }).click();
  await expect(keep.getByText('Your name is required')).toBeVisible();
  await keep.getByLabel('Your name').fill(ADA.name);
  await keep.getByLabel('Work email').fill('ada@');
  await keep.getByLabel('Company').fill(ADA.company);
  await keep.getByRole('button', { name: 'Keep this sandbox' }).click();
  await expect(keep.getByText('Please enter a valid work email address')).toBeVisible();
  await keep.getByLabel('Work email').fill(ADA.email);
  await keep.getByRole('button', { name: 'Keep this sandbox' }).click();
  await expect(keep.getByRole('status')).toContainText(/This sandbox is kept until \d{1,2} \w{3}/);
  await keep.getByRole('button', { name: 'Close' }).last().click();
  await expect(keep).toBeHidden();
  await expect(banner).toContainText(/kept until \d{1,2} \w{3} \d{4}/);
  await expect(banner.getByRole('button', { name: 'Keep this sandbox' })).toHaveCount(0);
  const kept = await outbox(page, ADA.email);
  expect(kept.filter((m) => m.kind === 'sandbox-kept')).toHaveLength(1);
  expect(kept[0]?.text).toContain(`http://${world}.localhost:`);

  // Talk to sales: a call asked for, confirmed on screen and by mail to the work email.
  await banner.getByRole('button', { name: 'Talk to sales' }).click();
  const sales = page.getByRole('dialog', { name: 'Talk to sales' });
  await sales.getByLabel('Message').fill('Please call me about a real account.');
  await sales.getByLabel('Email or phone number').fill('+44 20 7946 0000');
  await sales.getByRole('button', { name: 'Send' }).click();
  await expect(sales.getByRole('status')).toContainText(
    'the sales team will reach you at +44 20 7946 0000',
  );
  await sales.getByRole('button', { name: 'Close' }).last().click();
  await expect
    .poll(async () => (await outbox(page, ADA.email)).map((m) => m.kind))
    .toContain('sales-contact');

  // Another visitor: their own world, neither kept nor mailed.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    expect(await startSandbox(otherPage)).not.toBe(world);
    const otherBanner = otherPage.getByRole('region', { name: 'Sandbox' });
    await expect(otherBanner).toContainText(/expires \d{1,2} \w{3} \d{4}/);
    await expect(otherBanner.getByRole('button', { name: 'Keep this sandbox' })).toBeVisible();
    expect(await outbox(otherPage, ADA.email)).toEqual([]);
  } finally {
    await other.close();
  }

  // The sales team: the kept trial, with who kept it and the message.
  const console = await signInAsOperator(browser);
  await console.getByRole('link', { name: 'Trials kept' }).first().click();
  await expect(console.getByRole('heading', { level: 1, name: 'Trials kept' })).toBeVisible();
  const row = console.getByRole('row').filter({ hasText: ADA.name });
  await expect(row).toContainText(ADA.email);
  await expect(row).toContainText(ADA.company);
  await expect(row).toContainText('Please call me about a real account.');
  await expect(row.getByRole('link', { name: `Open the sandbox ${world}` })).toBeVisible();
  expect((await axeFindings(console)).serious).toEqual([]);
  // A phone, in the dark scheme: the same page, still readable.
  await console.emulateMedia({ colorScheme: 'dark' });
  await console.setViewportSize(PHONE);
  await expect(row).toContainText(ADA.email);
  expect((await axeFindings(console, COLOUR_RULES)).serious).toEqual([]);
  await console.context().close();
});

for (const [scheme, size] of [
  ['light', DESKTOP],
  ['dark', PHONE],
] as const)
  test(`the keep and sales dialogs work by keyboard and are axe clean in ${scheme} at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(size);
    await startSandbox(page);
    const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
    const banner = page.getByRole('region', { name: 'Sandbox' });
    // The bar fits: nothing of it is cut off, down to the narrowest phones.
    const fits = () => banner.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(await fits()).toBe(true);
    if (size === PHONE) {
      await page.setViewportSize({ width: 320, height: PHONE.height });
      expect(await fits()).toBe(true);
      await page.setViewportSize(size);
    }
    expect((await axeFindings(page, rules)).serious).toEqual([]);

    const keepButton = banner.getByRole('button', { name: /^Keep/ });
    await keepButton.focus();
    await page.keyboard.press('Enter');
    const keep = page.getByRole('dialog', { name: 'Keep this sandbox' });
    await expect(keep.getByLabel('Your name')).toBeVisible();
    // Focus moves into the dialog; the form is filled and sent by keyboard.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await keep.getByLabel('Your name').focus();
    await page.keyboard.type(ADA.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await expect(keep.getByText('Please enter a valid work email address')).toBeVisible();
    await expect(keep.getByText('Company is required')).toBeVisible();
    expect((await axeFindings(page, rules)).serious).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(keep).toBeHidden();
    await expect(keepButton).toBeFocused();

    await banner.getByRole('button', { name: 'Talk to sales' }).click();
    const sales = page.getByRole('dialog', { name: 'Talk to sales' });
    await expect(sales.getByLabel('Message')).toBeVisible();
    expect((await axeFindings(page, rules)).serious).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sales).toBeHidden();
  });
