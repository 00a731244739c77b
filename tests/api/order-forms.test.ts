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

  it('knows only its two forms', async () => {
    const res = await t.api.get('/orderForms/other');
    expect(res.status).toBe(400);
  });
});
