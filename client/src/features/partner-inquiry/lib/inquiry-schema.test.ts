import { describe, expect, it } from 'vitest';
import { inquirySchema } from '@contract/partners';
import { EMPTY_INQUIRY } from './inquiry-fields';

const valid = {
  ...EMPTY_INQUIRY,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  message: 'We need ten VMs in London.',
};

const messageFor = (field: string, value: string) => {
  const result = inquirySchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('partner inquiry rules', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'x'.repeat(101), 'First name must be less than 100 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'x'.repeat(101), 'Last name must be less than 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ada@example', 'Please provide a valid email address'],
    ['email', 'ada lovelace@example.com', 'Please provide a valid email address'],
    ['company', ' ', 'Company name is required'],
    ['company', 'x'.repeat(201), 'Company name must be less than 200 characters'],
    ['country', '', 'Country is required'],
    ['country', 'x'.repeat(101), 'Country must be less than 100 characters'],
    ['message', '', 'Message is required'],
    ['message', '   short   ', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be less than 5000 characters'],
    ['phone', '1'.repeat(51), 'Phone number must be less than 50 characters'],
    ['jobTitle', 'x'.repeat(101), 'Job title must be less than 100 characters'],
    ['state', 'x'.repeat(101), 'State must be less than 100 characters'],
    [
      'howDidYouHear',
      'x'.repeat(501),
      'How did you hear about us must be less than 500 characters',
    ],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it('accepts values at the limits', () => {
    expect(
      inquirySchema.safeParse({ ...valid, firstName: 'x'.repeat(100), message: 'x'.repeat(5000) })
        .success,
    ).toBe(true);
  });

  it('trims and lower-cases the email and omits empty optional fields', () => {
    const out = inquirySchema.parse({
      ...valid,
      email: '  Ada@Example.COM ',
      phone: '   ',
      jobTitle: 'CTO',
    });
    expect(out.email).toBe('ada@example.com');
    expect(out.jobTitle).toBe('CTO');
    const sent = JSON.parse(JSON.stringify(out));
    expect(sent).not.toHaveProperty('phone');
    expect(sent).not.toHaveProperty('state');
    expect(sent).not.toHaveProperty('howDidYouHear');
  });
});
