import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { INQUIRY_LIMIT, receiveInquiry } from './inquiries';

const now = new Date('2026-03-15T10:00:00Z');

describe('partner inquiries', () => {
  it('keep only the newest: anyone can send them without signing in', () => {
    const w = emptyWorld({ seed: 1, now, jwtSecret: 's' });
    for (let i = 0; i < INQUIRY_LIMIT + 50; i++)
      receiveInquiry(w, now, {
        phone: undefined,
        jobTitle: undefined,
        state: undefined,
        howDidYouHear: undefined,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.example',
        company: 'C',
        country: 'D',
        message: `inquiry number ${i}`,
      });
    expect(w.inquiries).toHaveLength(INQUIRY_LIMIT);
    expect(w.inquiries.first()?.message).toBe('inquiry number 50');
  });
});
