import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, checking each stop shows where the focus is. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a focus indicator (an outline or a focus ring shadow). */
export async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none'
      ? 'visible'
      : `no focus ring on ${el.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('visible');
}

/** Opens a dropdown from the keyboard and walks its options with the arrows to `option`. */
export async function keyPick(page: Page, label: string, option: RegExp) {
  const control = page.getByLabel(label, { exact: true });
  await expect(control).toBeEnabled();
  await tabTo(page, control);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 30; i += 1) {
    const active = page.locator('[role="option"][data-active="true"]');
    if (option.test((await active.textContent()) ?? '')) {
      await page.keyboard.press('Enter');
      await expect(control).toHaveText(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option ${option} under ${label}`);
}

/** Tab and Shift+Tab stay inside the open dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}
