import { beforeEach, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '../../mock-server/src/plugins/json-body';
import { bodyTooLarge, PUBLIC_BODY_LIMIT } from '../../mock-server/src/plugins/body-limits';
import { createTestApp, DEMO, type TestApp } from './support/test-app';
import { signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
});

const nested = (depth: number) => `{"name":"Deep","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('request bodies', () => {
  it('of sign-in and public forms are capped at a few kB, with a 413 in the envelope', async () => {
    const big = JSON.stringify({ ...DEMO.customer, pad: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    for (const path of ['/v1/auth/login', '/v1/users/forgotPassword', '/v1/partners/inquiry']) {
      const res = await t.api.post(path).set('content-type', 'application/json').send(big);
      expect(res.status, path).toBe(413);
      expect(res.body).toEqual({ message: bodyTooLarge(PUBLIC_BODY_LIMIT), data: null });
    }
    await t.api.post('/v1/auth/login').send(DEMO.customer).expect(200);
  });

  it('of signed-in calls may still be large (an import of many rows)', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({
      name: `Company ${i}`,
      pad: 'x'.repeat(100),
    }));
    const res = await customer.post('/v1/imports/companies', { rows });
    expect(res.status).not.toBe(413);
  });

  it('nested deeper than the cap are refused before they are parsed', async () => {
    const deep = await customer
      .post('/v1/teams/create')
      .set('content-type', 'application/json')
      .send(nested(JSON_DEPTH_MAX));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({
      message: `JSON nesting is too deep: at most ${JSON_DEPTH_MAX} levels`,
      data: null,
    });
    // Brackets inside strings are text, not nesting.
    await customer
      .post('/v1/teams/create', { name: 'Brackets', parentTeamId: null, note: '[['.repeat(100) })
      .expect(200);
    const shallow = await customer
      .post('/v1/teams/create')
      .set('content-type', 'application/json')
      .send(nested(JSON_DEPTH_MAX - 2));
    expect(shallow.status).toBe(200);
  });
});
