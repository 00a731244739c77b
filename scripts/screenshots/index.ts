import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settled, signedInPage, startPortal, type Portal } from './portal';

/**
 * `npm run screenshots`: the README's pictures of the portal, made again from the seeded world
 * (a fresh sandbox and portal build on free ports, signed in as the demo customer) into
 * docs/screenshots/.
 */
const OUT = path.resolve('docs/screenshots');
const MFA = process.env.SANDBOX_MFA_CODE ?? '123456';
const CUSTOMER = { email: 'customer@example.com', password: 'Customer#Demo2026' };
const VIEWPORT = { width: 1440, height: 900 };

const shot = async (page: Page, name: string) => {
  // The portal's signed-in screens: the Job Status button comes just after the first paint.
  if (!new URL(page.url()).pathname.startsWith('/__sandbox'))
    await page.locator('button[aria-label="Job Status"]').waitFor({ state: 'attached' });
  await settled(page);
  // Transitions finished first: a panel still sliding in would be shot half off screen.
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
  console.log(`docs/screenshots/${name}.png`);
};

type Choices = [label: string, option: string | RegExp][];
const PLACE: Choices = [
  ['Country', 'United States'],
  ['Region', 'US East'],
  ['Datacenter', 'Ashburn IAD1'],
];
const VM: Choices = [
  ...PLACE,
  ['Image', 'Ubuntu 24.04 LTS'],
  ['Size', /^Small ·/],
  ['Provider', 'Atlas Compute'],
];

/** Picks each option in the portal's dropdowns, found by their labels, in order. */
async function choose(page: Page, choices: Choices) {
  for (const [label, option] of choices) {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option }).click();
  }
}

const sandbox = (portal: Portal, page: Page, route: string, data: object) =>
  page.request.post(`${portal.apiOrigin}/__sandbox/${route}`, { data });

async function main() {
  await mkdir(OUT, { recursive: true });
  const portal = await startPortal(MFA);
  try {
    const page = await signedInPage(portal, CUSTOMER, MFA, { viewport: VIEWPORT });
    await shot(page, 'dashboard');

    await page.goto('/createNetwork');
    await page.getByLabel('Network Name').fill('analytics-net');
    await choose(page, PLACE);
    await shot(page, 'network-form');

    await page.goto(`${portal.apiOrigin}/__sandbox/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'control-room');

    // A VM created with the clock held, then moved on 30 s: its job always shows the same stage.
    await sandbox(portal, page, 'clock/pause', {});
    await page.goto('/createVirtualMachine');
    await choose(page, VM);
    await page.getByLabel('Name').fill('analytics-01');
    await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
    await page.getByRole('heading', { name: 'Creating Virtual Machine' }).waitFor();
    await sandbox(portal, page, 'clock/fastForward', { minutes: 0.5 });
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: 'analytics-01' }).click();
    await page.getByRole('heading', { level: 1, name: 'analytics-01' }).waitFor();
    await page.getByRole('button', { name: 'Job Status' }).click();
    await page.getByRole('dialog', { name: 'Job Status' }).waitFor();
    await shot(page, 'vm-details-job');

    const dark = await signedInPage(portal, CUSTOMER, MFA, {
      viewport: VIEWPORT,
      colorScheme: 'dark',
    });
    await dark.goto('/virtualMachines');
    await shot(dark, 'vm-list-dark');

    // The getting-started card with two steps done through the screens: a guide read, a
    // teammate invited; then the same dashboard on a phone.
    await page.goto('/support/portalGuides?doc=Portal%20Quick%20Tips');
    await page.getByRole('article', { name: 'Portal Quick Tips' }).waitFor();
    await page.goto('/createUser');
    await page.getByLabel('Email Address').fill('ada.lovelace@northwind.example');
    await page.getByLabel('User Role').selectOption({ label: 'Operator' });
    await page.getByRole('button', { name: 'Send Invite Email' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL(/\/users$/);
    await page.goto('/dashboard');
    await page.getByTestId('getting-started-count').getByText('2 of 5 done').waitFor();
    await page.getByTestId('getting-started-indicator').getByText('2 of 5').waitFor();
    await shot(page, 'dashboard-getting-started');
    const phone = await signedInPage(portal, CUSTOMER, MFA, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    await phone.getByTestId('getting-started-count').getByText('2 of 5 done').waitFor();
    await shot(phone, 'dashboard-getting-started-phone');
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
