import { expect, test } from './support/fixtures';
import { axeFindings } from './support/axe';
import { startTrialProcess } from './support/trial-server';
import { stopProcess } from './support/worker-sandbox';
import { webhookReceiver } from '../support/webhook-receiver';

const OPERATOR_KEY = 'signals-operator-key-for-tests';

let apex: string;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let stop: () => Promise<void>;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  receiver = await webhookReceiver([200]);
  const port = Number(process.env.E2E_TRIAL_PORT ?? 4600) + 60 + workerInfo.parallelIndex;
  const child = await startTrialProcess(port, {
    TRIAL_OPERATOR_KEY: OPERATOR_KEY,
    TRIAL_WEBHOOK_URL: receiver.url,
    TRIAL_WEBHOOK_SECRET: 'signals-webhook-secret-for-tests',
  });
  apex = `http://localhost:${port}`;
  stop = () => stopProcess(child);
});
test.afterAll(async () => {
  await stop?.();
  await receiver?.close();
});

test('the operator sends a test event and sees it delivered; the mail page opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${apex}/console/sign-in`);
  await page.getByRole('button', { name: 'Sign in with the operator key' }).click();
  await page.getByLabel('Operator key').fill(OPERATOR_KEY);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Deliveries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await expect(page.getByText('No deliveries yet')).toBeVisible();
  expect((await axeFindings(page)).serious).toEqual([]);

  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByText('A test event is on its way')).toBeVisible();
  await receiver.received(1);
  expect(JSON.parse(receiver.calls[0]?.body ?? '{}')).toMatchObject({ type: 'test' });
  // The page looks again on its own: the row turns Delivered.
  const row = page.getByRole('row', { name: /test/ });
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
  expect((await axeFindings(page)).serious).toEqual([]);

  await page.getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByText('No mail yet')).toBeVisible();
});
