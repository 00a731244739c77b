import { describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES } from '../../mock-server/src/plugins/sandbox-guard';
import { UNKNOWN_HOST } from '../../mock-server/src/plugins/host-check';
import { bearer, createTestApp, DEMO, signIn } from './support/test-app';
import { as } from './support/vms';

describe('the Host header', () => {
  it('must name the sandbox: a rebinding page using its own name is turned away', async () => {
    const t = await createTestApp();
    const res = await t.api.get('/__sandbox/outbox').set('host', 'attacker.example:4000');
    expect(res.status).toBe(421);
    expect(res.body).toEqual({ message: UNKNOWN_HOST, data: null });
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000'])
      await t.api.get('/v1/healthCheck/api').set('host', host).expect(200);
  });

  it('may be one of SANDBOX_ALLOWED_HOSTS', async () => {
    const t = await createTestApp({ env: { SANDBOX_ALLOWED_HOSTS: 'demo-laptop.local' } });
    await t.api.get('/v1/healthCheck/api').set('host', 'demo-laptop.local:4000').expect(200);
  });
});

describe('the sandbox controls', () => {
  it('need the sandbox key when the sandbox listens beyond this machine', async () => {
    const t = await createTestApp({ env: { HOST: '0.0.0.0' }, sandboxKey: 'k-123' });
    const without = await t.api.get('/__sandbox/outbox');
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ message: SANDBOX_MESSAGES.keyRequired, data: null });
    await t.api.get('/__sandbox/outbox').set('x-sandbox-key', 'wrong').expect(401);
    await t.api.get('/__sandbox/outbox').set('x-sandbox-key', 'k-123').expect(200);
  });

  it('refuse a page of another origin, and a reset that is not JSON (a plain form post)', async () => {
    const t = await createTestApp();
    const evil = await t.api
      .post('/__sandbox/reset')
      .set('origin', 'http://evil.example')
      .set('content-type', 'text/plain')
      .send('');
    expect(evil.status).toBe(403);
    expect(evil.body.message).toBe(SANDBOX_MESSAGES.foreignOrigin);
    const plain = await t.api.post('/__sandbox/reset').set('content-type', 'text/plain').send('');
    expect(plain.status).toBe(415);
    expect(plain.body.message).toBe(SANDBOX_MESSAGES.jsonOnly);
    await t.api
      .post('/__sandbox/reset')
      .set('origin', 'http://localhost:5173')
      .send({})
      .expect(200);
  });

  it('refuse a page of another site that sends no Origin: by Sec-Fetch-Site or by Referer', async () => {
    const t = await createTestApp();
    const crossSite = await t.api.get('/__sandbox/outbox').set('sec-fetch-site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ message: SANDBOX_MESSAGES.foreignOrigin, data: null });
    const referred = await t.api
      .post('/__sandbox/reset')
      .set('referer', 'https://evil.example/page?x=1')
      .send({});
    expect(referred.status).toBe(403);
    expect(referred.body).toEqual({ message: SANDBOX_MESSAGES.foreignOrigin, data: null });
    await t.api.get('/__sandbox/outbox').set('referer', 'not a url').expect(403);
    // The portal, a local page and a typed address still get in.
    await t.api.get('/__sandbox/outbox').set('referer', 'http://localhost:5173/vms').expect(200);
    await t.api.get('/__sandbox/outbox').set('sec-fetch-site', 'same-site').expect(200);
    await t.api.get('/__sandbox/outbox').set('sec-fetch-site', 'none').expect(200);
  });
});

describe('response headers', () => {
  it('forbid sniffing and framing, give JSON a CSP that allows nothing', async () => {
    const t = await createTestApp();
    const res = await t.api.get('/v1/healthCheck/api').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keep passwords, keys and tokens out of every cache', async () => {
    const t = await createTestApp();
    const login = await t.api.post('/v1/auth/login').send(DEMO.customer);
    expect(login.headers['cache-control']).toBe('no-store');
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const customer = as(t, accessToken);
    const vm = t.store.data.virtualMachines.find(
      (v) => v.companyId === 1 && v.status === 'Running',
    );
    for (const path of ['getPassword', 'getAccessKey']) {
      const res = await customer.get(`/v1/virtualMachines/${path}/${vm?.id}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refreshed = await t.api.get('/v1/auth/check').set('authorization', bearer(accessToken));
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });
});
