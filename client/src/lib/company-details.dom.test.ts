import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/users';
import { readCompanyDetails, saveCompanyDetails } from './company-details';

const user: CurrentUser = {
  id: 1,
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  companyName: 'Acme',
  logoUrl: '/l.png',
  tabLogoUrl: null,
  resellerName: 'Resell',
  resellerEmail: 'r@b.co',
  isReseller: false,
  forcePasswordReset: false,
};

describe('company details', () => {
  it('stores only the branding fields under CompanyDetails', () => {
    saveCompanyDetails(user);
    expect(JSON.parse(localStorage.getItem('CompanyDetails')!)).toEqual({
      companyName: 'Acme',
      logoUrl: '/l.png',
      tabLogoUrl: null,
      resellerName: 'Resell',
    });
    expect(readCompanyDetails()?.companyName).toBe('Acme');
  });
  it('reads a missing or corrupt entry as null', () => {
    expect(readCompanyDetails()).toBeNull();
    localStorage.setItem('CompanyDetails', '{oops');
    expect(readCompanyDetails()).toBeNull();
  });
  it('reads an entry with a field that is neither text nor null as null, and drops extra keys', () => {
    const stored = { companyName: 'Acme', logoUrl: null, tabLogoUrl: null, resellerName: null };
    localStorage.setItem('CompanyDetails', JSON.stringify({ ...stored, logoUrl: 42 }));
    expect(readCompanyDetails()).toBeNull();
    localStorage.setItem('CompanyDetails', JSON.stringify({ ...stored, extra: 'x' }));
    expect(readCompanyDetails()).toEqual(stored);
  });
});
