import { describe, expect, it } from 'vitest';
import { UNKNOWN_WORLD } from '../../../mock-server/src/hosting/trial/trial-host';
import { trialApps, worldHost } from '../support/trial-app';

const start = trialApps();

const ADDRESSES = {
  'an id nobody was given': '0'.repeat(25),
  'a mistyped id (too short)': 'abc123',
  'a mistyped id (too long)': 'a'.repeat(30),
};

describe('an address under the trial that is no world', () => {
  for (const [what, id] of Object.entries(ADDRESSES)) {
    it(`shows a browser opening ${what} the page to start a sandbox`, async () => {
      const t = await start();
      const page = await t
        .apex()
        .set('Host', worldHost(id))
        .get('/dashboard')
        .set('accept', 'text/html,application/xhtml+xml')
        .expect(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('There is no sandbox at this address');
      expect(page.text).toContain('href="http://localhost:4500/"');
      expect(page.text).toContain('Start a new sandbox');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it(`answers an API call to ${what} with the envelope`, async () => {
      const t = await start();
      const api = await t
        .apex()
        .set('Host', worldHost(id))
        .get('/v1/healthCheck/api')
        .set('accept', 'text/html')
        .expect(404);
      expect(api.body).toEqual({ message: UNKNOWN_WORLD, data: null });
    });
  }
});
