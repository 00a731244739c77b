import { expect, test } from './support/fixtures';
import { CUSTOMER } from './support/personas';
import { resetSandbox } from './support/sandbox';
import { signInToDashboard } from './support/sign-in';
import { XSS_PAYLOADS } from './xss/xss-payloads';

const BATCH = 10;
// The corpus is checked in parts, each a test of its own, so that the workers share it.
const PARTS = 4;
const PART_SIZE = Math.ceil(XSS_PAYLOADS.length / PARTS);
const SAFE_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

test('the XSS corpus is large enough to mean something', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(150);
});

for (let part = 0; part < PARTS; part++) {
  const first = part * PART_SIZE;
  const end = Math.min(first + PART_SIZE, XSS_PAYLOADS.length);
  test(`no payload ${first}-${end - 1} of the XSS corpus runs or leaves an unsafe URL in a rendered document`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await resetSandbox(page.request);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __xss: () => void; __xssHits: number };
      w.__xssHits = 0;
      w.__xss = () => {
        w.__xssHits += 1;
      };
    });
    await signInToDashboard(page, CUSTOMER);

    let document = '';
    await page.route('**/assets/support/Policies/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/markdown; charset=utf-8', body: document }),
    );

    for (let start = first; start < end; start += BATCH) {
      const batch = XSS_PAYLOADS.slice(start, Math.min(start + BATCH, end));
      document = batch.map((p, i) => `Payload ${start + i}\n\n${p}\n\n`).join('');
      await page.goto('/support/policies');
      const pane = page.getByRole('article', { name: 'Acceptable Use Policy' });
      // Every payload's marker is there: none swallowed the ones after it unrendered.
      // The first document also waits for the renderer's own chunk.
      for (let i = 0; i < batch.length; i++)
        await expect(pane).toContainText(`Payload ${start + i}`, { timeout: 30_000 });
      // An image's error or load handler runs once it has settled: wait for every one to settle.
      await expect
        .poll(() =>
          pane.evaluate((root) => [...root.querySelectorAll('img')].every((i) => i.complete)),
        )
        .toBe(true);

      const unsafe = await pane.evaluate((root, safe) => {
        const found: string[] = [];
        const banned =
          'script, iframe, frame, object, embed, applet, style, link, meta, base, svg, math, form, template';
        root.querySelectorAll(banned).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
        root.querySelectorAll('*').forEach((el) => {
          for (const attr of el.attributes) {
            const name = attr.name.toLowerCase();
            if (name.startsWith('on') || name === 'style' || name === 'srcdoc')
              found.push(`${el.tagName}[${name}]`);
            if (
              [
                'href',
                'src',
                'action',
                'formaction',
                'xlink:href',
                'srcset',
                'background',
              ].includes(name)
            ) {
              if (!attr.value) continue;
              let protocol = 'invalid:';
              try {
                protocol = new URL(attr.value, location.href).protocol;
              } catch {
                /* an unparsable URL counts as unsafe */
              }
              if (!safe.includes(protocol)) found.push(`${el.tagName}[${name}=${attr.value}]`);
            }
          }
        });
        return found;
      }, SAFE_PROTOCOLS);
      expect(unsafe, `payloads ${start}-${start + batch.length - 1}`).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits),
      ).toBe(0);
      expect(dialogs).toEqual([]);
    }
  });
}
