import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { outboxOf } from './support/outbox';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const order = {
  partnerCompany: 'Skyline Cloud Partners',
  contactName: 'Sam Reseller',
  contactEmail: 'reseller@example.com',
  customerCompany: 'Harbor Freight <Lines>',
  details: 'Five Medium Ubuntu VMs in Frankfurt from 1 April.',
};

describe('the sandbox order forms', () => {
  it.each(['newCustomer', 'accountChanges'])('serves the %s form as a page', async (form) => {
    const res = await t.api.get(`/orderForms/${form}`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.text).toContain('<form method="post">');
  });

  it('files a submitted order in the outbox for the order desk', async () => {
    const res = await t.api.post('/orderForms/newCustomer').type('form').send(order).expect(200);
    expect(res.text).toContain('Order received.');
    const [mail] = await outboxOf(t, 'orders@stratus.example');
    expect(mail).toMatchObject({
      kind: 'order-request',
      subject: 'New Customer order from Skyline Cloud Partners for Harbor Freight <Lines>',
    });
    expect(mail?.text).toContain(order.details);
  });

  it('answers a refused order with the form again, its errors and the values escaped', async () => {
    const res = await t.api
      .post('/orderForms/accountChanges')
      .type('form')
      .send({ ...order, contactEmail: 'nope', details: '  ' })
      .expect(400);
    expect(res.text).toContain('Please provide a valid email address');
    expect(res.text).toContain('Order details is required');
    expect(res.text).toContain('value="Harbor Freight &lt;Lines&gt;"');
    expect(await outboxOf(t, 'orders@stratus.example')).toEqual([]);
  });

  it('opens filled in with the partner the portal names, under the partner’s own brand', async () => {
    const logo = `${t.config.publicOrigin}/branding/skyline-logo.svg`;
    const res = await t.api
      .get('/orderForms/newCustomer')
      .query({
        partnerCompany: 'Skyline <Cloud> Partners',
        contactName: 'Sam Reseller',
        contactEmail: 'reseller@example.com',
        brand: 'Skyline Cloud',
        logo,
      })
      .expect(200);
    expect(res.text).toContain('value="Skyline &lt;Cloud&gt; Partners"');
    expect(res.text).toContain('value="Sam Reseller"');
    expect(res.text).toContain('value="reseller@example.com"');
    expect(res.text).toContain('<title>Skyline Cloud · New Customer Order</title>');
    expect(res.text).toContain(`<img class="brand-logo" src="${logo}" alt="Skyline Cloud">`);
    expect(res.headers['content-security-policy']).toContain("img-src 'self'");
    // The customer's company is the partner's to type.
    expect(res.text).toContain(
      'name="customerCompany" type="text" maxlength="200" required value=""',
    );
  });

  it('shows no logo from elsewhere, and refuses details longer than the form takes', async () => {
    const res = await t.api
      .get('/orderForms/newCustomer')
      .query({ brand: 'Skyline Cloud', logo: 'https://evil.example/logo.svg' })
      .expect(200);
    expect(res.text).not.toContain('evil.example');
    const ownApi = await t.api
      .get('/orderForms/newCustomer')
      .query({ brand: 'Skyline Cloud', logo: `${t.config.publicOrigin}/v1/users/me` })
      .expect(200);
    expect(ownApi.text).not.toContain('<img');
    // Without a logo the brand is its name.
    expect(ownApi.text).toContain('<div class="brand"><span>Skyline Cloud</span></div>');
    const long = await t.api.get('/orderForms/newCustomer').query({ contactName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
  });

  it('keeps the partner’s brand on a refused order (the form posts back to its own address)', async () => {
    const res = await t.api
      .post('/orderForms/newCustomer')
      .query({ brand: 'Skyline Cloud' })
      .type('form')
      .send({ ...order, details: '  ' })
      .expect(400);
    expect(res.text).toContain('<title>Skyline Cloud · New Customer Order</title>');
    expect(res.text).toContain('Order details is required');
  });

  it('knows only its two forms', async () => {
    const res = await t.api.get('/orderForms/other');
    expect(res.status).toBe(400);
  });
});
