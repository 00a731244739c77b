import { expect, test } from './support/fixtures';
import { DOCUMENT_LIBRARIES, WHITE_LABEL_ITEMS } from '../../contract/documents';
import { CUSTOMER, RESELLER } from './support/personas';
import { latestEmail, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page.request);
});

test('a customer is sent to the dashboard from the partner centre and order services', async ({
  page,
}) => {
  await signInToDashboard(page, CUSTOMER);
  await expect(page.getByRole('link', { name: 'Partner Center' })).toHaveCount(0);
  for (const path of ['/partnerCenter', '/partnerCenter/playbooks', '/orderServices']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a reseller opens Partner Resources and reads every partner document', async ({ page }) => {
  await signInToDashboard(page, RESELLER);
  await page.getByRole('link', { name: 'Partner Center' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Resources' })).toBeVisible();
  const cards = [
    ['Product Collateral', 'productCollateral'],
    ['Playbooks', 'playbooks'],
    ['Setup Processes', 'setupProcesses'],
  ] as const;
  for (const [title, library] of cards) {
    await page.goto('/partnerCenter');
    await page.getByRole('link', { name: new RegExp(title) }).click();
    for (const name of DOCUMENT_LIBRARIES[library].documents) {
      await page
        .getByRole('navigation', { name: 'Documents' })
        .getByRole('button', { name })
        .click();
      await expect(page.getByRole('article', { name }).locator('.markdown-body h1')).toBeVisible();
    }
  }
});

test('the white-label requirements have four tick boxes that toggle', async ({ page }) => {
  await signInToDashboard(page, RESELLER);
  await page.goto(
    '/partnerCenter/setupProcesses?doc=White%20Label%20Requirements%20for%20Partners',
  );
  for (const item of WHITE_LABEL_ITEMS) {
    const box = page.getByRole('checkbox', { name: item });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(box).toBeChecked();
  }
});

test('a reseller opens the New Customer order form in a new window and submits it', async ({
  page,
}) => {
  await signInToDashboard(page, RESELLER);
  await page.getByRole('button', { name: 'Order Services' }).click();
  await expect(page).toHaveURL(/\/orderServices$/);
  const [form] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /New Customer/ }).click(),
  ]);
  await form.getByLabel('Partner company').fill('Skyline Cloud Partners');
  await form.getByLabel('Your name').fill('Riley Reseller');
  await form.getByLabel('Your email').fill(RESELLER.email);
  await form.getByLabel('Customer company').fill('Bluefin Analytics');
  await form.getByLabel('Order details').fill('Ten Medium Ubuntu VMs in Frankfurt from 1 May.');
  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(form.getByText('Order received.')).toBeVisible();
  const mail = await latestEmail(page.request, 'orders@stratus.example', 'order-request');
  expect(mail.subject).toBe('New Customer order from Skyline Cloud Partners for Bluefin Analytics');
});
