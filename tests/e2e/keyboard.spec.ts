import { expect, test } from './support/fixtures';
import { expectFocusTrapped, keyPick, tabTo } from './support/keyboard';
import { CUSTOMER } from './support/personas';
import { latestMfaCode, pauseSandboxClock, readOutbox, resetSandbox } from './support/sandbox';
import { finishSimulatedWork, nextJobPoll, nextStatusPoll, runAutoClose } from './support/time';
import { badge } from './support/vms';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('keyboard only: sign in with MFA, create a VM, follow its job, stop and start it, use the drawer', async ({
  page,
}) => {
  test.setTimeout(180_000); // every step from the keyboard, through five screens
  await pauseSandboxClock(page.request); // simulated work waits for the test to move time
  const before = (await readOutbox(page.request, CUSTOMER.email)).length;
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(CUSTOMER.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(CUSTOMER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mfa$/);
  await expect
    .poll(async () => (await readOutbox(page.request, CUSTOMER.email)).length)
    .toBeGreaterThan(before);
  await tabTo(page, page.getByLabel(/code/i));
  await page.keyboard.type(await latestMfaCode(page.request, CUSTOMER.email));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Navigate with the sidebar, then create a VM through the cascade's own dropdowns.
  await tabTo(page, page.getByRole('link', { name: 'Virtual Machines' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/virtualMachines$/);
  await tabTo(page, page.getByRole('button', { name: 'Create Virtual Machine' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Virtual Machine Configuration')).toBeVisible();
  await keyPick(page, 'Country', /^United States$/);
  await keyPick(page, 'Region', /^US East$/);
  await keyPick(page, 'Datacenter', /^Ashburn IAD1$/);
  await keyPick(page, 'Image', /^Ubuntu 24.04 LTS$/);
  await keyPick(page, 'Size', /^Small ·/);
  await keyPick(page, 'Provider', /^Atlas Compute$/);
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('kb-web-01');
  await tabTo(page, page.getByRole('button', { name: 'Create Virtual Machine' }));
  await page.keyboard.press('Enter');

  // The job's modal holds the focus; it closes and opens the VM by itself.
  const modal = page.getByRole('dialog').filter({ hasText: 'kb-web-01' });
  await expect(modal.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeVisible();
  await expectFocusTrapped(page, modal);
  // Screen readers hear the job's state changes from a polite live region.
  await expect(
    page.locator('[role="status"][aria-live="polite"]', { hasText: 'kb-web-01' }),
  ).toHaveText(/^(Creating Virtual Machine|Virtual Machine Created Successfully): kb-web-01\./);
  await finishSimulatedWork(page.request);
  await nextJobPoll(page);
  await expect(
    modal.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
  ).toBeVisible();
  await runAutoClose(page);
  await expect(page).toHaveURL(/\/virtualMachineDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'kb-web-01' })).toBeVisible();
  await expect(badge(page)).toHaveText('Running');

  // Stop, then start, each through its confirmation; the focus comes back to the action.
  for (const [action, status] of [
    ['Stop', 'Stopped'],
    ['Start', 'Running'],
  ] as const) {
    const button = page.getByRole('button', { name: action, exact: true });
    await expect(button).toBeEnabled();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await expect(
      confirm.getByText(`Are you sure you want to ${action.toLowerCase()} the VM?`),
    ).toBeVisible();
    await expectFocusTrapped(page, confirm);
    await tabTo(page, confirm.getByRole('button', { name: action, exact: true }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await finishSimulatedWork(page.request);
    await nextStatusPoll(page);
    await expect(badge(page)).toHaveText(status);
    // The outcome's toast sits in the notification area's live region.
    await expect(
      page.locator('[aria-live="polite"] [role="alert"]', {
        hasText: `VM ${status === 'Stopped' ? 'stopped' : 'started'} successfully`,
      }),
    ).toBeVisible();
  }

  // The drawer: opened and closed from the keyboard, the focus trapped inside and then returned.
  const jobButton = page.getByRole('button', { name: 'Job Status' });
  await tabTo(page, jobButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Job Status' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('kb-web-01')).toBeVisible();
  await expectFocusTrapped(page, drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(jobButton).toBeFocused();
});
