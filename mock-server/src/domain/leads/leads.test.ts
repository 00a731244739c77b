import { describe, expect, it } from 'vitest';
import { contactLead, CONTACTS_KEPT, keepLead, REPEAT_WINDOW_MS, type Lead } from './leads';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes));
const ADA = { name: 'Ada', workEmail: 'ada@acme.example', company: 'Acme' };
const CALL = { message: 'Call me', preferredContact: '+44 20 7946 0000' };

describe('keepLead', () => {
  it('keeps a world the first time, mailing the address given', () => {
    const made = keepLead(null, ADA, at(0));
    expect(made).toEqual({
      change: 'kept',
      lead: { kept: { ...ADA, at: at(0) }, contacts: [] },
      kept: { ...ADA, at: at(0) },
      first: true,
    });
  });

  it('changes nothing for the same details again, and corrects others from the first date', () => {
    const lead: Lead = { kept: { ...ADA, at: at(0) }, contacts: [{ ...CALL, at: at(1) }] };
    expect(keepLead(lead, ADA, at(5))).toEqual({ change: 'none', kept: lead.kept });
    const renamed = keepLead(lead, { ...ADA, company: 'Acme Ltd' }, at(5));
    expect(renamed).toMatchObject({
      change: 'kept',
      kept: { company: 'Acme Ltd', at: at(0) },
      first: false,
    });
    expect(renamed.change === 'kept' && renamed.lead.contacts).toEqual(lead.contacts);
    const moved = keepLead(lead, { ...ADA, workEmail: 'ada@acme.io' }, at(5));
    expect(moved).toMatchObject({
      change: 'kept',
      kept: { workEmail: 'ada@acme.io' },
      first: false,
    });
  });
});

describe('contactLead', () => {
  it('takes the same message within the repeat window as the one sent, and anything else as new', () => {
    const first = contactLead(null, CALL, at(0));
    if (first.change !== 'contacted') throw new Error('not recorded');
    expect(first.lead).toEqual({ kept: null, contacts: [{ ...CALL, at: at(0) }] });
    const repeat = contactLead(first.lead, CALL, new Date(at(0).getTime() + REPEAT_WINDOW_MS - 1));
    expect(repeat).toEqual({ change: 'none', contact: { ...CALL, at: at(0) } });
    const later = contactLead(first.lead, CALL, new Date(at(0).getTime() + REPEAT_WINDOW_MS));
    expect(later.change).toBe('contacted');
    const other = contactLead(first.lead, { ...CALL, message: 'Email me' }, at(1));
    expect(other.change === 'contacted' && other.lead.contacts).toHaveLength(2);
  });

  it('keeps only the newest messages, and who kept the world', () => {
    let lead: Lead = { kept: { ...ADA, at: at(0) }, contacts: [] };
    for (let i = 0; i < CONTACTS_KEPT + 3; i++) {
      const made = contactLead(lead, { ...CALL, message: `m${i}` }, at(i));
      if (made.change === 'contacted') lead = made.lead;
    }
    expect(lead.contacts).toHaveLength(CONTACTS_KEPT);
    expect(lead.contacts[0]?.message).toBe('m3');
    expect(lead.kept).toEqual({ ...ADA, at: at(0) });
  });
});
