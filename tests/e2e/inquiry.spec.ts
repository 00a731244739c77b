import { expect, test } from './support/fixtures';
import { readOutbox, resetSandbox } from './support/sandbox';
import { runInquiryRedirect } from './support/time';

// Jobs, polls and countdowns: the test moves the portal's clock instead of waiting.
test.use({ portalClock: true });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('home screen leads to Find a Partner and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No term commitments or minimums.')).toBeVisible();
  await page.getByRole('link', { name: 'Find a Partner' }).first().click();
  await expect(page).toHaveURL(/\/findPartner$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('inquiry form shows the spec messages under each field', async ({ page }) => {
  await page.goto('/findPartner');
  await page.getByLabel(/^First name/i).fill('   ');
  await page.getByLabel(/email/i).fill('not an email');
  await page.getByLabel(/how can we help/i).fill('too short');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  // Editing a field clears its error only.
  await page.getByLabel(/^Last name/i).fill('Lovelace');
  await expect(page.getByText('Last name is required')).toBeHidden();
  await expect(page.getByText('Company name is required')).toBeVisible();
});

test('message counter warns above 4500 and errs above 5000', async ({ page }) => {
  await page.goto('/findPartner');
  const message = page.getByLabel(/how can we help/i);
  await message.fill('x'.repeat(4501));
  const counter = page.getByText('4501/5000 characters');
  await expect(counter).toBeVisible();
  await expect(counter).toHaveClass(/text-warning/);
  await message.fill('x'.repeat(4500));
  await expect(page.getByText('4500/5000 characters')).not.toHaveClass(/text-warning/);
  // maxlength caps typing at the limit.
  await expect(message).toHaveAttribute('maxlength', '5000');
});

test('a valid inquiry is sent, locks the form and returns home after 3 seconds', async ({
  page,
}) => {
  await page.goto('/findPartner');
  await page.getByLabel(/^First name/i).fill('Ada');
  await page.getByLabel(/^Last name/i).fill('Lovelace');
  await page.getByLabel(/email/i).fill('  Ada.Lovelace@Analytical.example ');
  await page.getByLabel(/^Company/i).fill('Analytical Engines Ltd');
  await page.getByLabel(/^Country/i).fill('United Kingdom');
  await page.getByLabel(/how can we help/i).fill('We need a partner for 40 VMs in Frankfurt.');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(
    page.getByText('Thank you for your inquiry! A partner will contact you within 24-48 hours.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^First name/i)).toBeDisabled();
  await runInquiryRedirect(page);
  await expect(page).toHaveURL(/\/$/);

  const mails = await readOutbox(page.request, 'partners@stratus.example');
  const inquiry = mails.find((m) => m.kind === 'partner-inquiry');
  expect(inquiry?.text).toContain('ada.lovelace@analytical.example');
});
