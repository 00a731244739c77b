import { expect, test } from './support/fixtures';
import { DOCUMENT_LIBRARIES } from '../../contract/documents';
import { CUSTOMER } from './support/personas';
import { latestEmail, resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page.request);
  await signInToDashboard(page, CUSTOMER);
});

const SUPPORT_PAGES = [
  ['/support/policies', 'policies'],
  ['/support/portalGuides', 'portalGuides'],
  ['/support/technicalDocs', 'technicalDocs'],
  ['/support/releaseNotes', 'releaseNotes'],
] as const;

test('the support hub leads to the FAQ, which searches questions and opens answers one by one', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Support' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('link', { name: /FAQs/ }).click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  for (const section of ['Getting Started', 'Virtual Machines (VMs)', 'Troubleshooting & Support'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();

  await page.getByPlaceholder('Search for answers...').fill('UPGRADE');
  const upgrade = page.getByRole('button', { name: /upgrade a virtual machine/i });
  await expect(upgrade).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in to the portal/i })).toHaveCount(0);
  await upgrade.click();
  await expect(page.getByText(/Upgrading causes downtime/)).toBeVisible();

  await page.getByPlaceholder('Search for answers...').fill('');
  await page.getByRole('button', { name: 'All Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign in to the portal/i })).toBeVisible();
  await expect(upgrade).toBeVisible();
});

for (const [path, library] of SUPPORT_PAGES) {
  test(`${path} shows every document of its list, rendered`, async ({ page }) => {
    await page.goto(path);
    const { documents } = DOCUMENT_LIBRARIES[library];
    const list = page.getByRole('navigation', { name: 'Documents' });
    await expect(list.getByRole('button')).toHaveText([...documents]);
    for (const name of documents) {
      await list.getByRole('button', { name }).click();
      const pane = page.getByRole('article', { name });
      await expect(pane.locator('.markdown-body h1')).toBeVisible();
      await expect(pane).not.toContainText('Content is being prepared');
    }
  });
}

test('a document shows callouts, tables with line breaks, links in a new tab and its diagram', async ({
  page,
}) => {
  await page.goto('/support/portalGuides?doc=Portal%20Service%20Guide');
  const pane = page.getByRole('article', { name: 'Portal Service Guide' });
  await expect(pane.locator('.callout').first()).toBeVisible();
  await expect(pane.locator('table td br').first()).toBeAttached();
  const diagram = pane.locator('img[src$="network-topology.svg"]');
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const link of await pane.locator('a[href]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the release notes open on the newest, and a missing document says it is being prepared', async ({
  page,
}) => {
  await page.goto('/support/releaseNotes');
  await expect(page.getByRole('article', { name: '2025-07-23' })).toContainText(/IPv4/);
  await page.route('**/assets/support/Policies/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"File not found","data":null}',
    }),
  );
  await page.goto('/support/policies');
  await expect(page.getByText('Content is being prepared. Please check back soon.')).toBeVisible();
});

test('a support ticket: counter, disabled submit, the success box in place of the form, and the email in the outbox', async ({
  page,
}) => {
  await page.goto('/support/openTicket');
  await expect(page.getByRole('heading', { name: 'How to Get Support' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Request' });
  const message = page.getByLabel('Message');
  const counter = page.getByTestId('message-counter');
  await expect(counter).toHaveText('2000 characters remaining');
  await expect(submit).toBeDisabled();
  await message.fill('   ');
  await expect(submit).toBeDisabled();
  await message.fill('x'.repeat(1950));
  await expect(counter).toHaveText('50 characters remaining');
  await expect(counter).toHaveClass(/text-warning/);
  await message.fill('x'.repeat(2010));
  await expect(counter).toHaveText('10 characters over limit');
  await expect(counter).toHaveClass(/text-danger/);
  await expect(submit).toBeDisabled();

  const text = 'Our VM web-1 does not answer on port 443 since 9:00 this morning.';
  await message.fill(text);
  await submit.click();
  await expect(page.getByText('Support Request Submitted Successfully!')).toBeVisible();
  const mail = await latestEmail(page.request, CUSTOMER.email, 'support-ticket');
  expect(mail.text).toContain(text);

  // The box replaces the form: nothing left to send the same ticket again with.
  await expect(message).toHaveCount(0);
  await expect(submit).toHaveCount(0);
  await page.getByRole('button', { name: 'Write another request' }).click();
  await expect(message).toHaveValue('');
  await expect(message).toBeFocused();
  await expect(page.getByText('Support Request Submitted Successfully!')).toHaveCount(0);
});
