import { describe, expect, it } from 'vitest';
import { WORLDS_MESSAGES } from '../../../contract/worlds';
import { OPERATOR_KEY, trialApps } from '../support/trial-app';

const start = trialApps();
const APEX_ORIGIN = 'http://localhost:4500';

/** What a browser sends with a page's request, from where the page is. */
const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { origin: 'http://evil.example' },
  'an opaque origin': { origin: 'null' },
  'a sandboxed frame of another site': { origin: 'null', 'sec-fetch-site': 'cross-site' },
  "another world's page": { origin: 'http://abc.localhost:4500' },
  'a cross-site page without Origin': { 'sec-fetch-site': 'cross-site' },
  'a same-site page without Origin': { 'sec-fetch-site': 'same-site' },
  'a page named by Referer only': { referer: 'http://evil.example/page' },
};

describe('starting a world from a page of another site', () => {
  for (const [from, headers] of Object.entries(FOREIGN)) {
    it(`refuses the landing form from ${from} with the landing page saying why`, async () => {
      const t = await start();
      const res = await t.apex().post('/__worlds/start').set(headers).expect(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Sandboxes are started from the trial&#39;s own page');
      expect(res.text).toContain('Start your sandbox');
      expect(await t.trial.list()).toEqual([]);
    });

    it(`refuses POST /__worlds from ${from}`, async () => {
      const t = await start();
      const res = await t.apex().post('/__worlds').set(headers).send({}).expect(403);
      expect(res.body).toEqual({ message: WORLDS_MESSAGES.foreignPage, data: null });
      expect(await t.trial.list()).toEqual([]);
    });
  }

  it("accepts the trial's own page, a direct visit and a script", async () => {
    const t = await start();
    await t.apex().post('/__worlds/start').set('origin', APEX_ORIGIN).expect(303);
    // The landing page sends no referrer: its own form posts carry Origin null.
    await t
      .apex()
      .post('/__worlds/start')
      .set({ origin: 'null', 'sec-fetch-site': 'same-origin' })
      .expect(303);
    await t
      .apex()
      .post('/__worlds/start')
      .set({ 'sec-fetch-site': 'same-origin', referer: `${APEX_ORIGIN}/` })
      .expect(303);
    await t.apex().post('/__worlds').set('sec-fetch-site', 'none').send({}).expect(201);
    await t.apex().post('/__worlds').send({}).expect(201);
    expect(await t.trial.list()).toHaveLength(5);
  });

  it("accepts the operator's key from anywhere", async () => {
    const t = await start();
    await t
      .apex()
      .post('/__worlds')
      .set({ origin: 'http://evil.example', 'x-sandbox-key': OPERATOR_KEY })
      .send({})
      .expect(201);
  });
});
