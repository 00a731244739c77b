import type { Browser, Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { horizontalOverflow } from './support/layout';
import { finishSimulatedWork, nextJobPoll } from './support/time';
import { fillCreateForm } from './support/vms';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

/** One click on a persona link: the portal signs in and completes MFA from the outbox. */
async function signInAsPersona(page: Page, email: string) {
  await page.goto(`/login?persona=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The control room in a window of its own (a context without the portal's test clock). */
async function openControlRoom(browser: Browser) {
  const room = await (await browser.newContext()).newPage();
  await room.goto('/__sandbox/');
  await expect(room.getByRole('heading', { name: 'Sandbox control room' })).toBeVisible();
  return room;
}

test('a persona signs in with one click; the badge opens the control room, whose outbox shows the MFA code', async ({
  page,
}) => {
  await signInAsPersona(page, CUSTOMER.email);
  const badge = page.getByTestId('sandbox-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('Sandbox');

  const [room] = await Promise.all([page.context().waitForEvent('page'), badge.click()]);
  await expect(room.getByRole('heading', { name: 'Sandbox control room' })).toBeVisible();
  await room.getByLabel('Recipient').fill(CUSTOMER.email);
  const mfaMail = room.getByRole('button', { name: /sign-in code/i }).first();
  await mfaMail.click();
  await expect(room.locator('#outbox-message .code')).toHaveText(/^\d{6}$/);
});

test('an armed failure makes the next creation fail with its message, shown in the badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two windows, the portal's and the control room's
  await signInToDashboard(page, CUSTOMER);
  const room = await openControlRoom(browser);
  await room.getByLabel('What').selectOption('virtual_machine');
  await room.getByLabel('Stage').selectOption('booting');
  await room.getByLabel('Message').fill('Hypervisor host is out of capacity');
  await room.getByRole('button', { name: 'Arm', exact: true }).click();
  await expect(room.getByRole('list', { name: 'Scenarios on' })).toContainText(/fails/i);

  await page.reload();
  await expect(page.getByTestId('sandbox-badge')).toContainText(/fails/i);
  await fillCreateForm(page, 'demo-doomed');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(
    page.getByRole('heading', { name: 'Virtual Machine Creation Failed' }),
  ).toBeVisible();
  const failure = page.getByRole('dialog').filter({ hasText: 'Creation Failed' });
  await expect(failure).toContainText('Hypervisor host is out of capacity');
});

test('a paused clock holds a job until fast-forward completes it; a snapshot brings the world back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two windows, the portal's and the control room's
  await signInToDashboard(page, CUSTOMER);
  const room = await openControlRoom(browser);
  await room.getByRole('button', { name: 'Pause' }).click();
  await expect(room.locator('#clock-summary')).toContainText(/paused/i);

  await fillCreateForm(page, 'demo-held');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  // Paused: however often the tracker asks, the job does not finish.
  for (let poll = 0; poll < 3; poll += 1) {
    const answered = page.waitForResponse((r) => r.url().includes('/v1/resource/jobs/'));
    await nextJobPoll(page);
    await answered;
  }
  await expect(page.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();

  await room.getByLabel('Fast-forward').fill('30');
  await room.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(room.locator('#status')).toContainText('Moved 30 minute(s) ahead');
  await nextJobPoll(page);
  await expect(
    page.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
  ).toBeVisible();
  await room.getByRole('button', { name: 'Resume' }).click();

  await room.getByLabel('Name', { exact: true }).fill('mid-demo');
  await room.getByRole('button', { name: 'Save the world' }).click();
  // The save's own answer, not just the list (the control room's 3 s refresh may show it first).
  await expect(room.locator('#status')).toContainText('Saved the world as "mid-demo"');
  const snapshot = room.locator('.snap').filter({ hasText: 'mid-demo' });
  await expect(snapshot).toBeVisible();

  room.once('dialog', (dialog) => void dialog.accept());
  await room.getByRole('button', { name: 'Reset to the seed' }).click();
  await expect(room.locator('#status')).toContainText(/reset|seed/i);
  // A load ends every session too: it asks first, as the reset does.
  let asked = '';
  room.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await snapshot.getByRole('button', { name: 'Load' }).click();
  await expect(room.locator('#status')).toContainText(/loaded|mid-demo/i);
  expect(asked).toContain('Load the snapshot "mid-demo"?');

  // The reset ended every session: sign in again and find the VM the snapshot kept.
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/virtualMachines');
  await page.getByPlaceholder('Search virtual machines...').fill('demo-held');
  await expect(page.getByRole('row').filter({ hasText: 'demo-held' })).toHaveCount(1);
});

test("the control room follows the system's colour scheme, readable in both", async ({
  browser,
}) => {
  const room = await openControlRoom(browser);
  const canvas = () => room.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // An email open, so its text and the chosen row are checked too.
  await room
    .getByRole('button', { name: /invited/i })
    .first()
    .click();
  for (const colorScheme of ['light', 'dark'] as const) {
    await room.emulateMedia({ colorScheme });
    expect(await canvas()).toBe(colorScheme === 'light' ? 'rgb(245, 247, 251)' : 'rgb(15, 20, 29)');
    expect((await axeFindings(room)).serious, colorScheme).toEqual([]);
  }
});

test("the control room takes the portal's Theme choice from its badge, and fits a 320 px phone", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInToDashboard(page, CUSTOMER);
  await page.evaluate(() => localStorage.setItem('color-scheme', 'dark'));
  await page.reload();
  const badge = page.getByTestId('sandbox-badge');
  await expect(badge).toHaveAttribute('href', /\/__sandbox\/\?scheme=dark$/);
  await page.goto((await badge.getAttribute('href')) as string);
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(15, 20, 29)',
  );
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/__sandbox/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual({ scrollWidth: 320, outside: [] });
});
