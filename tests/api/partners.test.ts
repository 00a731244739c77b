import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: '  Grace.Hopper@Example.ORG ',
  company: 'Compilers Inc',
  country: 'United States',
  phone: '',
  message: 'We need 40 VMs in Frankfurt for a pilot, please get in touch.',
};

describe('POST /v1/partners/inquiry', () => {
  it('stores the inquiry with a lower-cased email, mails the partner desk and thanks the visitor', async () => {
    const res = await t.api.post('/v1/partners/inquiry').send(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Thank you for your inquiry! A partner will contact you within 24-48 hours.',
      data: { success: true, id: expect.any(Number) },
    });
    const stored = t.store.data.inquiries.find((i) => i.id === res.body.data.id);
    expect(stored).toMatchObject({
      email: 'grace.hopper@example.org',
      company: 'Compilers Inc',
      receivedAt: '2026-03-15T10:00:00.000Z',
    });
    expect(stored && 'phone' in stored).toBe(false);

    const mail = (await t.api.get('/__sandbox/outbox').query({ to: 'partners@stratus.example' }))
      .body.data[0];
    expect(mail).toMatchObject({
      kind: 'partner-inquiry',
      subject: 'New partner inquiry from Grace Hopper (Compilers Inc)',
    });
    expect(mail.text).toContain('Email: grace.hopper@example.org');
    expect(mail.text).toContain(valid.message);
  });

  it('answers 400 with one error per field, in the form wording', async () => {
    const res = await t.api
      .post('/v1/partners/inquiry')
      .send({ firstName: '   ', email: 'not an email', message: 'short', phone: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.message).toBe('First name is required');
    expect(res.body.errors).toEqual([
      { path: 'firstName', msg: 'First name is required' },
      { path: 'lastName', msg: 'Last name is required' },
      { path: 'email', msg: 'Please provide a valid email address' },
      { path: 'phone', msg: 'Phone number must be less than 50 characters' },
      { path: 'company', msg: 'Company name is required' },
      { path: 'country', msg: 'Country is required' },
      { path: 'message', msg: 'Message must be at least 10 characters' },
    ]);
    expect(t.store.data.inquiries).toHaveLength(0);
  });
});
