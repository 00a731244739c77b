import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { startTrial, type TrialServer } from './support/trial-server';

// The pages the sandbox serves itself, beside the portal's screens (accessibility.spec.ts): the
// trial's landing page and a removed world's page, the control room and a reseller's order form.
// Each at both sizes and in both colour schemes; dark with the rules a scheme can change.
const LOOKS = [
  { size: 'desktop', viewport: DESKTOP, colorScheme: 'light', rules: undefined },
  { size: 'desktop', viewport: DESKTOP, colorScheme: 'dark', rules: COLOUR_RULES },
  { size: 'phone', viewport: PHONE, colorScheme: 'light', rules: undefined },
  { size: 'phone', viewport: PHONE, colorScheme: 'dark', rules: COLOUR_RULES },
] as const;

async function seriousEverywhere(page: Page, name: string): Promise<string[]> {
  const serious: string[] = [];
  for (const { size, viewport, colorScheme, rules } of LOOKS) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const findings = await axeFindings(page, rules);
    serious.push(...findings.serious.map((v) => `${name} (${size}, ${colorScheme}): ${v}`));
  }
  await page.setViewportSize(DESKTOP);
  return serious;
}

let trial: TrialServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from it
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  trial = await startTrial(workerInfo.parallelIndex);
});
test.afterAll(async () => trial?.stop());

test('the landing, removed-world, control room and order form pages: no serious axe finding', async ({
  page,
}) => {
  const serious: string[] = [];
  await page.goto(`${trial.apex}/`);
  await expect(page.getByRole('button', { name: 'Start your sandbox' })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'landing')));

  // A world its visitor deleted: its address says so, with a way to start again.
  const created = await page.request.post(`${trial.apex}/__worlds`, { data: {} });
  const world = (await created.json()).data as { id: string; key: string; url: string };
  await page.request.delete(`${trial.apex}/__worlds/${world.id}`, {
    headers: { 'x-sandbox-key': world.key },
  });
  await page.goto(world.url);
  await expect(page.getByRole('link', { name: 'Start a new sandbox' })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'removed world')));

  await page.goto('/__sandbox/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'control room')));

  await page.goto('/orderForms/newCustomer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  serious.push(...(await seriousEverywhere(page, 'order form')));

  expect(serious).toEqual([]);
});
