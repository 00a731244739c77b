import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { RESELLER } from './support/personas';
import { resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

// A 1×1 PNG: what a salesperson uploads as the prospect's logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openControlRoom(browser: Browser) {
  const room = await (await browser.newContext()).newPage();
  await room.goto('/__sandbox/');
  await expect(room.getByRole('heading', { name: 'Sandbox control room' })).toBeVisible();
  return room;
}

test("Personalise shows a prospect's name and logo to the reseller persona; Restore brings its own back", async ({
  page,
  browser,
}) => {
  const room = await openControlRoom(browser);
  await room.getByLabel('Company name').fill('Acme Robotics');
  await room
    .getByLabel(/^Logo/)
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: PNG });
  await room.getByRole('button', { name: 'Personalise', exact: true }).click();
  await expect(room.locator('#status')).toHaveText('The reseller persona now shows Acme Robotics');

  await page.goto(`/login?persona=${encodeURIComponent(RESELLER.email)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/Acme Robotics/);
  const logo = page.getByRole('link', { name: 'Acme Robotics dashboard' }).locator('img');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\/branding\/assets\/1$/);
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /\/branding\/assets\/1$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await room.getByRole('button', { name: 'Restore' }).click();
  await expect(room.locator('#status')).toHaveText(
    'The reseller persona shows its own branding again',
  );
  await page.reload();
  await expect(page).not.toHaveTitle(/Acme Robotics/);
});
