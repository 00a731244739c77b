import { describe, expect, it } from 'vitest';
import { contactSalesRequestSchema, keepSandboxRequestSchema } from './sales-leads';

const contactOk = (preferredContact: string) =>
  contactSalesRequestSchema.safeParse({ message: 'Hello', preferredContact }).success;

describe('the lead forms', () => {
  it('takes an email address or a phone number as written, nothing else', () => {
    for (const ok of ['ada@acme.example', '+44 20 7946 0000', '(020) 7946-0000', '555.010.0200'])
      expect(contactOk(ok), ok).toBe(true);
    for (const bad of ['tomorrow', '12', 'ada@', '+44 20 7946 0000 ext', '\u202E+44 20 7946 0000'])
      expect(contactOk(bad), bad).toBe(false);
  });

  it('keeps a work email in lower case, and names and companies trimmed', () => {
    const parsed = keepSandboxRequestSchema.parse({
      name: ' Ada ',
      workEmail: 'Ada@Acme.Example',
      company: ' Acme ',
    });
    expect(parsed).toEqual({ name: 'Ada', workEmail: 'ada@acme.example', company: 'Acme' });
  });
});
