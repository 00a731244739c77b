import { beforeEach, describe, expect, it } from 'vitest';
import { healthSchema } from '../../contract/health';
import { outboxMessageSchema } from '../../contract/sandbox';
import { currentUserSchema } from '../../contract/users';
import { bearer, createTestApp, DEMO, logIn, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe('envelope and errors', () => {
  it('answers unknown routes and methods with a 404 envelope', async () => {
    for (const [method, path] of [
      ['get', '/v1/nope'],
      ['delete', '/v1/auth/login'],
      ['get', '/elsewhere'],
    ] as const) {
      const res = await t.api[method](path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Route not found', data: null });
    }
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.api
      .post('/v1/auth/login')
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', data: null });
  });

  it('answers a wrong body type with a 400 envelope', async () => {
    const res = await t.api
      .post('/v1/auth/login')
      .set('content-type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.errors.length).toBeGreaterThan(0);
  });
});

describe('CORS', () => {
  it('allows the portal with credentials and exposes the token headers', async () => {
    const res = await t.api
      .options('/v1/auth/login')
      .set('origin', 'http://localhost:5173')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type,authorization,refresh');
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toContain('refresh');

    const login = await t.api
      .post('/v1/auth/login')
      .set('origin', 'http://127.0.0.1:4173')
      .send(DEMO.customer);
    expect(login.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
    expect(login.headers['access-control-expose-headers']).toBe('authorization, refresh');
  });

  it('does not allow foreign origins', async () => {
    const res = await t.api.get('/v1/healthCheck/api').set('origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds no CORS headers to a request without an Origin, only Vary: Origin', async () => {
    const res = await t.api.get('/v1/healthCheck/api').expect(200);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(res.headers.vary).toMatch(/\borigin\b/i);
  });
});

describe('GET /v1/healthCheck/*', () => {
  it.each(['api', 'database', 'remoteAPI'])(
    '%s answers OK with a Health record',
    async (component) => {
      const res = await t.api.get(`/v1/healthCheck/${component}`).expect(200);
      expect(res.body.message).toBe('OK');
      expect(healthSchema.parse(res.body.data)).toMatchObject({ status: 'ok', component });
    },
  );

  it('database really counts the store, for a signed-in caller', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await t.api
      .get('/v1/healthCheck/database')
      .set('authorization', bearer(accessToken))
      .expect(200);
    expect(res.body.data.details.users).toBe(t.store.data.users.length);
    expect(res.body.data.details.store).toBe('memory');
  });

  it('tells anyone else only whether it is up', async () => {
    for (const component of ['api', 'database', 'remoteAPI']) {
      const res = await t.api.get(`/v1/healthCheck/${component}`).expect(200);
      expect(Object.keys(res.body.data).sort()).toEqual(['checkedAt', 'component', 'status']);
    }
  });
});

describe('branding', () => {
  it('gives reseller users their own branding and their customers the reseller branding, as absolute URLs', async () => {
    const reseller = currentUserSchema.parse(
      (await t.api.post('/v1/auth/login').send(DEMO.reseller)).body.data.user,
    );
    expect(reseller).toMatchObject({
      companyName: 'Skyline Cloud Partners',
      isReseller: true,
      resellerName: 'Skyline Cloud',
      resellerEmail: 'support@skylinecloud.example',
      logoUrl: 'http://localhost:4000/branding/skyline-logo.svg',
      tabLogoUrl: 'http://localhost:4000/branding/skyline-icon.svg',
    });
    const customer = (await t.api.post('/v1/auth/login').send(DEMO.resellerCustomer)).body.data
      .user;
    expect(customer).toMatchObject({
      companyName: 'Harbor Health Clinics',
      isReseller: false,
      resellerName: 'Skyline Cloud',
      logoUrl: reseller.logoUrl,
    });
  });

  it('serves the logos', async () => {
    const res = await t.api.get('/branding/skyline-logo.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('/assets', () => {
  it('serves markdown documents, spaces in the path included', async () => {
    const res = await t.api
      .get('/assets/support/Policies/Acceptable%20Use%20Policy.md')
      .expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.text).toMatch(/^# Acceptable Use Policy/);
  });

  it('answers a missing document with a 404 envelope', async () => {
    const res = await t.api.get('/assets/support/Policies/Nothing.md');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'File not found', data: null });
    const traversal = await t.api.get('/assets/../package.json');
    expect([403, 404]).toContain(traversal.status);
    expect(traversal.body).toEqual({ message: expect.any(String), data: null });
  });
});

describe('/__sandbox', () => {
  it('lists caught emails newest first, filtered by recipient case-insensitively', async () => {
    await logIn(t, DEMO.customer.email, DEMO.customer.password);
    t.clock.advance(1000);
    await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await t.api
      .get('/__sandbox/outbox')
      .query({ to: 'CUSTOMER@example.com' })
      .expect(200);
    const mails = res.body.data.map((m: unknown) => outboxMessageSchema.parse(m));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.every((m: { to: string }) => m.to === DEMO.customer.email)).toBe(true);
    expect(mails[0].sentAt.getTime()).toBeGreaterThan(mails[1].sentAt.getTime());
  });

  it('reset restores the seeded world: same seed, same world, and old sessions end', async () => {
    const before = JSON.parse(
      JSON.stringify(t.store.data.users.map((u) => [u.id, u.email, u.firstName])),
    );
    const token = (await signIn(t, DEMO.customer.email, DEMO.customer.password)).accessToken;
    const platform = t.store.data.teams.find((x) => x.name === 'Platform');
    await t.api
      .delete('/v1/teams/delete')
      .set('authorization', bearer(token))
      .send({ teamId: platform?.id })
      .expect(200);

    const res = await t.api.post('/__sandbox/reset').send({}).expect(200);
    expect(res.body.message).toBe('Sandbox reset to seed 20260101');
    expect(t.store.data.teams.some((x) => x.name === 'Platform')).toBe(true);
    expect(t.store.data.users.map((u) => [u.id, u.email, u.firstName])).toEqual(before);
    await t.api.get('/v1/users/me').set('authorization', bearer(token)).expect(401);
    await signIn(t, DEMO.customer.email, DEMO.customer.password);
  });
});

describe('content types', () => {
  it('refuses a non-JSON body with a clear 415 in the envelope', async () => {
    const res = await t.api
      .post('/v1/partners/inquiry')
      .set('content-type', 'text/plain')
      .send('firstName=Ada');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Unsupported Media Type: send application/json',
      data: null,
    });
  });
});

describe('charsets', () => {
  it('refuses JSON declared in a charset other than UTF-8 with 415, never decoding it as UTF-8', async () => {
    for (const charset of ['utf-7', 'UTF-16', '"utf-16le"', 'latin1']) {
      const res = await t.api
        .post('/v1/auth/login')
        .set('content-type', `application/json; charset=${charset}`)
        .send(JSON.stringify(DEMO.customer));
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: `Unsupported charset "${charset.replaceAll('"', '').toLowerCase()}": send JSON in UTF-8`,
        data: null,
      });
    }
  });

  it('takes JSON declared as UTF-8, in any of its spellings, or with no charset', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=UTF-8',
      'application/json;charset=utf8',
    ]) {
      const res = await t.api
        .post('/v1/auth/login')
        .set('content-type', type)
        .send(JSON.stringify(DEMO.customer));
      expect(res.status).toBe(200);
    }
  });
});
