import type { Page } from '@playwright/test';
import { contrastWithBackdrop } from './support/contrast';
import { expect, test } from './support/fixtures';
import { CUSTOMER, RESELLER } from './support/personas';
import { pauseSandboxClock, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { fillCreateForm } from './support/vms';

// Where focus is and whether it shows: the Job Status button's ring, the job dialog handing
// focus back, a new screen starting at its heading; and tick boxes that can be seen unticked.

test.beforeEach(async ({ request }) => resetSandbox(request));

const SCHEMES = ['light', 'dark'] as const;

/** How an element's outline looks, as the browser paints it. */
const outline = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });

for (const scheme of SCHEMES) {
  test(`the Job Status button shows a ring when focused from the keyboard (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInToDashboard(page, CUSTOMER);
    const button = page.getByRole('button', { name: 'Job Status' });
    await expect(button).toBeVisible();
    const unfocused = await outline(page, '.job-status-button');

    // Keyboard use first, so the focus that follows is shown as keyboard focus.
    await page.keyboard.press('Tab');
    await button.focus();
    expect(await button.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    const focused = await outline(page, '.job-status-button');
    expect(focused).not.toBe(unfocused);
    expect(focused).toMatch(/^solid [2-9]/);
    expect(await contrastWithBackdrop(button, 'outline-color')).toBeGreaterThanOrEqual(3);
  });
}

test('the job dialog gives focus back to what opened it; a new screen starts at its heading', async ({
  page,
}) => {
  test.setTimeout(120_000); // a VM created through the form, then three overlays
  await signInToDashboard(page, CUSTOMER);
  // The job stays running, so its dialog never counts down and moves on by itself.
  await pauseSandboxClock(page.request);
  await fillCreateForm(page, 'focus-return-01');
  await page.getByRole('button', { name: 'Create Virtual Machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Creating Virtual Machine' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/virtualMachines$/);
  // The list has replaced the form behind the dialog (the address changes a moment before).
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Machines' })).toBeVisible();
  // The form that opened it is gone (a create goes back to the list): focus goes to the
  // button that lists every job.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const jobStatus = page.getByRole('button', { name: 'Job Status' });
  await expect(jobStatus).toBeFocused();

  // Opened from its card in the drawer, the dialog gives focus back to that card.
  await jobStatus.click();
  const card = page.getByRole('button', { name: /focus-return-01/ });
  await card.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  await page.getByRole('link', { name: 'Networks' }).first().click();
  await expect(page).toHaveURL(/\/networks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Networks' })).toBeFocused();
});

for (const scheme of SCHEMES) {
  test(`the white-label checklist's unticked boxes stand out from the page (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInToDashboard(page, RESELLER);
    await page.goto(
      '/partnerCenter/setupProcesses?doc=White%20Label%20Requirements%20for%20Partners',
    );
    const box = page.getByRole('checkbox').first();
    await expect(box).not.toBeChecked();
    expect(await contrastWithBackdrop(box, 'border-top-color')).toBeGreaterThanOrEqual(3);
  });
}
