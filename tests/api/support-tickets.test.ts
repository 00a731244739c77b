import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, type TestApp } from './support/test-app';
import { outboxOf } from './support/outbox';
import { companyOf, signInAs } from './support/vms';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const MESSAGE = 'Our VM web-1 in Ashburn does not answer on port 443 since this morning.';

describe('POST /v1/support/sendEmail', () => {
  it("files the ticket for the caller's company, confirms it by email and copies the support desk", async () => {
    const customer = await signInAs(t, 'customer');
    const res = await customer.post('/v1/support/sendEmail', { message: `  ${MESSAGE}\n` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Support Request Submitted Successfully!',
      data: { ticketId: expect.any(Number) },
    });
    const ticket = t.store.data.supportTickets.find((x) => x.id === res.body.data.ticketId);
    expect(ticket).toMatchObject({
      companyId: companyOf(t, 'customer'),
      message: MESSAGE,
      createdAt: '2026-03-15T10:00:00.000Z',
    });

    const [confirmation] = await outboxOf(t, DEMO.customer.email);
    expect(confirmation).toMatchObject({
      kind: 'support-ticket',
      subject: `We received your support request #${ticket?.id}`,
    });
    expect(confirmation?.text).toContain('within 24 hours during business hours');
    expect(confirmation?.text).toContain(MESSAGE);

    const [desk] = await outboxOf(t, 'support@stratus.example');
    expect(desk).toMatchObject({ kind: 'support-ticket' });
    expect(desk?.subject).toMatch(/^Support request #\d+ from .+ \(Northwind Logistics\)$/);
    expect(desk?.text).toContain(DEMO.customer.email);
  });

  it("sends a reseller's customer's copy to the reseller's support address", async () => {
    const harbor = await signInAs(t, 'resellerCustomer');
    await harbor.post('/v1/support/sendEmail', { message: MESSAGE }).expect(200);
    const reseller = t.store.data.companies.find(
      (c) =>
        c.id ===
        t.store.data.companies.find((x) => x.id === companyOf(t, 'resellerCustomer'))?.resellerId,
    );
    const [desk] = await outboxOf(t, reseller?.resellerEmail as string);
    expect(desk?.text).toContain(MESSAGE);
  });

  it.each([
    ['no message', {}, 'Message is required'],
    ['an empty message', { message: '' }, 'Message is required'],
    ['a blank message', { message: ' \n\t ' }, 'Message is required'],
    ['a number', { message: 42 }, 'Message is required'],
    ['2001 characters', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('refuses %s with 400 and the field error', async (_label, body, msg) => {
    const customer = await signInAs(t, 'customer');
    const before = t.store.data.supportTickets.length;
    const res = await customer.post('/v1/support/sendEmail', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: msg, data: null, errors: [{ path: 'message', msg }] });
    expect(t.store.data.supportTickets).toHaveLength(before);
  });

  it('accepts exactly 2000 characters', async () => {
    const customer = await signInAs(t, 'customer');
    await customer.post('/v1/support/sendEmail', { message: 'y'.repeat(2000) }).expect(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.api.post('/v1/support/sendEmail').send({ message: MESSAGE });
    expect(res.status).toBe(401);
  });

  it('holds one account to 10 tickets in 10 minutes, then 429 with the wait', async () => {
    const customer = await signInAs(t, 'customer');
    for (let i = 0; i < 10; i++)
      await customer.post('/v1/support/sendEmail', { message: `${MESSAGE} (${i})` }).expect(200);
    const res = await customer.post('/v1/support/sendEmail', { message: MESSAGE });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(t.store.data.supportTickets).toHaveLength(10);
  });
});
