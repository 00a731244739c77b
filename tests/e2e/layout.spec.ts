import { expect, test } from './support/fixtures';
import {
  controlsUnderJobButton,
  cutPlaceholders,
  DESKTOP,
  horizontalOverflow,
  LAPTOP,
  outOfCard,
  PHONE,
  scrollTo,
  sidewaysTables,
} from './support/layout';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the Job Status button never covers a control (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInToDashboard(page, CUSTOMER);
    await page.goto('/virtualMachines');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Job Status' })).toBeVisible();
    for (const where of ['top', 'bottom'] as const) {
      await scrollTo(page, where);
      expect(await controlsUnderJobButton(page), `VM list, ${where}`).toEqual([]);
    }
    await openVm(page, RUNNING_LINUX);
    for (const where of ['top', 'bottom'] as const) {
      await scrollTo(page, where);
      expect(await controlsUnderJobButton(page), `VM details, ${where}`).toEqual([]);
    }
  });
}

test('phone screens never scroll sideways: home, VM details and edit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });

  await signInToDashboard(page, CUSTOMER);
  await openVm(page, RUNNING_LINUX);
  const iface = page.getByRole('article', { name: 'Interface 1' });
  await expect(iface).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });
  expect(await outOfCard(page, '.vm-card-body, .vm-interface')).toEqual([]);

  await page.getByRole('button', { name: 'Edit VM' }).click();
  await expect(iface).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });
  expect(await outOfCard(page, '.vm-card-body, .vm-interface')).toEqual([]);
});

test('editing a team, no table hides its Add or Remove buttons at the side: laptop, wide, phone', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await page.goto('/teams');
  await page.locator('.data-table tbody tr:not([aria-hidden])').first().click();
  await expect(page).toHaveURL(/\/team\?/);
  await page.goto(page.url().replace('/team?', '/createEditTeam?'));
  const add = page.getByRole('button', { name: /^Add / });
  const remove = page.getByRole('button', { name: /^Remove / });
  for (const viewport of [LAPTOP, DESKTOP, { width: 1920, height: 1000 }, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(add.first()).toBeVisible();
    await expect(remove.first()).toBeVisible();
    expect(await sidewaysTables(page), `${viewport.width} px`).toEqual([]);
    expect(await horizontalOverflow(page), `${viewport.width} px`).toEqual({
      scrollWidth: viewport.width,
      outside: [],
    });
  }
});

test('search boxes show their whole placeholder: VM list, team details, edit team', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/virtualMachines');
    await expect(page.getByPlaceholder('Search virtual machines...')).toBeVisible();
    expect(await cutPlaceholders(page), `VM list, ${viewport.width} px`).toEqual([]);
    await page.goto('/teams');
    await page.locator('.data-table tbody tr:not([aria-hidden])').first().click();
    await expect(page.getByPlaceholder('Search team members...')).toBeVisible();
    await expect(page.getByPlaceholder('Search virtual machines...')).toBeVisible();
    expect(await cutPlaceholders(page), `team, ${viewport.width} px`).toEqual([]);
    await page.goto(page.url().replace('/team?', '/createEditTeam?'));
    await expect(page.getByPlaceholder('Search team members...')).toBeVisible();
    expect(await cutPlaceholders(page), `edit team, ${viewport.width} px`).toEqual([]);
  }
});
