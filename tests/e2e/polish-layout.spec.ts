import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { animationsEnded, DESKTOP, horizontalOverflow, PHONE } from './support/layout';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, pick, RUNNING_LINUX } from './support/vms';

// What people notice in the first minutes at 1440x900 and 390x844: rows told apart on a phone,
// the control room at a phone's width, the strip at the bottom of a phone, text never cut.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Whether an element's text is all shown: nothing scrolled or clipped out of its box. */
const showsAllText = (element: Locator) =>
  element.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5);

const box = async (element: Locator) => (await element.boundingBox())!;

test('on a phone, networks of the same name show their region under the name', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/networks');
  await page.getByPlaceholder('Search networks...').fill('Default Network');
  const rows = page.getByRole('row').filter({ hasText: 'Default Network' });
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Region' })).toBeHidden();
  const regions: string[] = [];
  for (const row of await rows.all()) {
    const note = row.getByRole('cell').first().locator('.name-cell-note');
    await expect(note).toBeVisible();
    regions.push((await note.textContent()) ?? '');
  }
  expect(new Set(regions).size, `regions ${regions.join(', ')}`).toBe(regions.length);
});

test('the control room at 390 px: emails without a "null" line, no sideways scroll, a paged log', async ({
  page,
  request,
}) => {
  // A password reset email (no sign-in code) and more calls than a page of the log holds.
  await request.post('/v1/users/forgotPassword', { data: { email: CUSTOMER.email } });
  for (let i = 0; i < 25; i += 1) await request.get('/v1/healthCheck/api');
  await page.setViewportSize(PHONE);
  await page.goto('/__sandbox/');
  await expect(page.getByRole('heading', { name: 'Sandbox control room' })).toBeVisible();

  await page.getByLabel('Recipient').fill(CUSTOMER.email);
  await page.locator('#outbox-list button').first().click();
  const message = page.locator('#outbox-message');
  await expect(message.locator('pre a')).toBeVisible();
  await expect(message).not.toContainText('null');
  expect(await message.evaluate((m) => [...m.children].map((c) => c.tagName))).toEqual([
    'H3',
    'P',
    'PRE',
  ]);

  const logRows = page.locator('#requests tr');
  await expect(page.locator('#requests-range')).toHaveText(/^Calls 1–20 of \d+$/);
  await expect(logRows).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page.locator('#requests-range')).toHaveText(/^Calls 21–/);
  await expect(page.getByRole('button', { name: 'Newer' })).toBeEnabled();
  expect(await horizontalOverflow(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });
});

/** A toast on a phone, from stopping a running VM. */
async function stopToast(page: Page) {
  await openVm(page, RUNNING_LINUX);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click();
  return page.getByRole('alert').filter({ hasText: 'VM is being stopped' });
}

test('on a phone a toast sits beside the Job Status button, in a strip with no line above it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, CUSTOMER);
  const toast = await stopToast(page);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Measured where the toast comes to rest, not while it slides in.
  const toastBox = page.locator('.Toastify__toast').filter({ hasText: 'being stopped' });
  await animationsEnded(toastBox);
  const button = await box(page.getByRole('button', { name: 'Job Status' }));
  const note = await box(toastBox);
  const apart =
    note.x + note.width <= button.x ||
    button.x + button.width <= note.x ||
    note.y + note.height <= button.y ||
    button.y + button.height <= note.y;
  expect(apart, `toast ${JSON.stringify(note)}, button ${JSON.stringify(button)}`).toBe(true);

  // The strip under the screen is only as tall as the button needs, and holds the toast.
  const main = page.locator('#main-content');
  const content = await box(main);
  const strip = PHONE.height - (content.y + content.height);
  expect(strip).toBeLessThanOrEqual(button.height + 16);
  expect(note.y).toBeGreaterThanOrEqual(content.y + content.height - 1);
  expect(await main.evaluate((m) => getComputedStyle(m).borderBottomWidth)).toBe('0px');
});

test('the sandbox chip shows an incident in full, and says it all as a tooltip', async ({
  page,
  request,
}) => {
  const info = await (await request.get('/__sandbox/info')).json();
  const datacenters = (info as { data: { datacenters: { id: number; name: string }[] } }).data
    .datacenters;
  // Seeded, Sydney is in maintenance and Tokyo being set up; one more incident, a long one.
  const newYork = datacenters.find((d) => d.name === 'New York NYC1')!;
  const reason = 'scheduled maintenance of the storage network until 18:00 UTC';
  const maintenance = await request.post(`/__sandbox/datacenters/${newYork.id}/maintenance`, {
    data: { reason },
  });
  expect(maintenance.ok()).toBe(true);

  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, CUSTOMER);
  const chip = page.getByTestId('sandbox-badge');
  const incidents = chip.locator('.sandbox-badge-scenario');
  // Each incident on a line of its own (Tokyo's setup may finish meanwhile: time runs).
  await expect(incidents.filter({ hasText: 'Sydney SYD1' })).toHaveText(
    'Sydney SYD1: scheduled maintenance',
  );
  await expect(incidents.filter({ hasText: 'New York NYC1' })).toHaveText(
    `New York NYC1: ${reason}`,
  );
  const chipBox = await box(chip);
  for (const incident of await incidents.all()) {
    expect(await showsAllText(incident)).toBe(true);
    const line = await box(incident);
    expect(line.x + line.width).toBeLessThanOrEqual(chipBox.x + chipBox.width);
  }
  await expect(chip).toHaveAttribute('title', new RegExp(`New York NYC1: ${reason}`));
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the chosen VM size is shown whole (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInToDashboard(page, CUSTOMER);
    await page.goto('/createVirtualMachine');
    await pick(page, 'Country', 'United States');
    await pick(page, 'Region', 'US East');
    await pick(page, 'Datacenter', 'Ashburn IAD1');
    await pick(page, 'Image', 'Ubuntu 24.04 LTS');
    await pick(page, 'Size', /^Micro ·/);
    const size = page.getByLabel('Size', { exact: true });
    await expect(size).toContainText(/^Micro · .*GB/);
    expect(await showsAllText(size)).toBe(true);
    // The label ends before the toggle's arrow, inside its padding.
    const overrun = await size.evaluate((toggle) => {
      const right = toggle.getBoundingClientRect().right;
      const inner = right - parseFloat(getComputedStyle(toggle).paddingRight);
      return toggle.querySelector('span')!.getBoundingClientRect().right - inner;
    });
    expect(overrun).toBeLessThanOrEqual(0.5);
  });
}

test('users: your own row is as tall as the rest; User Role is a full-width field', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/users');
  // The demo personas of the customer's company: the signed-in one and three others.
  await page.getByPlaceholder('Search users...').fill('@example.com');
  const rows = page.locator('.data-table tbody tr');
  await expect(rows).toHaveCount(4);
  const withDelete = rows.filter({ has: page.getByRole('button', { name: /^Delete / }) });
  const own = rows.filter({ hasNot: page.getByRole('button', { name: /^Delete / }) });
  await expect(own).toHaveCount(1);
  // Measured again until both rows are there: the search's answer may still re-render the table.
  await expect
    .poll(async () => {
      const [mine, other] = [await own.boundingBox(), await withDelete.first().boundingBox()];
      return mine && other ? Math.abs(mine.height - other.height) : 'a row is being re-rendered';
    })
    .toBeLessThan(0.5);

  await page.goto('/createUser');
  const role = page.getByLabel('User Role');
  await expect(role).toBeVisible();
  const column = await role.evaluate((select) => {
    const parent = select.parentElement!;
    const style = getComputedStyle(parent);
    return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect((await box(role)).width).toBeCloseTo(column, 0);
});
