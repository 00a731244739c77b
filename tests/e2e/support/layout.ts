import type { Locator, Page } from '@playwright/test';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

/** Scrolls the page (and the shell's own scroll area, where it has one) to the top or bottom. */
export async function scrollTo(page: Page, where: 'top' | 'bottom') {
  await page.evaluate((end) => {
    const y = end === 'top' ? 0 : 1e7;
    document.scrollingElement?.scrollTo(0, y);
    document.getElementById('main-content')?.scrollTo(0, y);
  }, where);
}

/** The visible controls (links, buttons, fields) that the floating Job Status button overlaps. */
export function controlsUnderJobButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.job-status-button');
    if (!button) throw new Error('no Job Status button');
    const b = button.getBoundingClientRect();
    // What scrolls inside the main area is clipped to it: only its visible part can be covered.
    const main = document.getElementById('main-content')!.getBoundingClientRect();
    const bottom = Math.min(innerHeight, main.bottom);
    const controls = document.querySelectorAll<HTMLElement>(
      '#main-content a, #main-content button, #main-content input, #main-content [role="button"], #main-content [tabindex]',
    );
    return [...controls]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, 0);
        const end = Math.min(r.bottom, bottom);
        const visible = r.width > 0 && end > top;
        return visible && r.left < b.right && r.right > b.left && top < b.bottom && end > b.top;
      })
      .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim());
  });
}

/** How far the page reaches past the viewport's right edge, and the elements that stick out. */
export function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter((el) => !el.closest('.offcanvas, .modal, [hidden], .visually-hidden'))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, outside: outside.slice(0, 5) };
  });
}

/** Elements that stick out of the content box (inside the padding) of a card around them. */
export function outOfCard(page: Page, cardSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>(selector)) {
      const c = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = c.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right = c.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        // A grid row's negative margins are made good by its columns' padding.
        const gutter = el.matches('.row, .row > *');
        if (r.width === 0 || gutter) continue;
        const over = Math.max(r.right - right, left - r.left);
        if (over > 0.5)
          found.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(over)}px`);
      }
    }
    return found;
  }, cardSelector);
}

/** Once an element's own animations (a toast sliding in) have ended. */
export function animationsEnded(element: Locator): Promise<void> {
  return element.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => null)));
  });
}

/** The titles of the table cards whose table scrolls sideways (part of it hidden at the side). */
export function sidewaysTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-card .table-responsive')]
      .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 0.5)
      .map(
        (scroller) => scroller.closest('.table-card')?.querySelector('h2, h3')?.textContent ?? '?',
      ),
  );
}

/** The placeholders of the empty search boxes on screen that are cut off: wider than their room. */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('#main-content input[placeholder]')]
      .filter((input) => input.offsetParent !== null && input.value === '')
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room + 0.5;
      })
      .map((input) => input.placeholder);
  });
}
