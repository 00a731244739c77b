import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { openVm, RUNNING_LINUX } from './support/vms';

test.beforeEach(async ({ request }) => resetSandbox(request));

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`axe finds nothing serious or critical on the signed-out screens (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/findPartner', '/login', '/forgotPassword', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });

  // Still to fix, as axe reports them: colour contrast of a dashboard table head (desktop) and
  // of the VM details action buttons (phone). Remove fixme once they pass.
  test.fixme(`axe finds nothing serious or critical signed in, dialogs open (${size})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInToDashboard(page, CUSTOMER);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard');
    await page.goto('/virtualMachines');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, '/virtualMachines');
    await page.goto('/createVirtualMachine');
    await expect(page.getByText('Virtual Machine Configuration')).toBeVisible();
    await expectNoSeriousViolations(page, '/createVirtualMachine');

    await openVm(page, RUNNING_LINUX);
    await expect(page.getByRole('article', { name: 'Interface 1' })).toBeVisible();
    await expectNoSeriousViolations(page, 'VM details');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'stop dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Job Status' }).click();
    await expect(page.getByRole('dialog', { name: 'Job Status' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Job Status drawer');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit VM' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Edit ${RUNNING_LINUX}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'VM edit');
  });
}
