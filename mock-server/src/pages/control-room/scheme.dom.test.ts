// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applySchemeFrom } from './scheme';

describe("the control room's colour scheme", () => {
  it("takes the portal's choice from ?scheme=, and nothing else", () => {
    for (const [search, expected] of [
      ['?scheme=dark', 'dark'],
      ['?scheme=light', 'light'],
      ['?scheme=system', undefined],
      ['?scheme=<b>', undefined],
      ['', undefined],
    ] as const) {
      const root = document.createElement('html');
      applySchemeFrom(search, root);
      expect(root.dataset.scheme).toBe(expected);
    }
  });
});
