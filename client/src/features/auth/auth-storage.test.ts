import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/users';
import { readCompanyDetails, saveCompanyDetails } from '@/lib/company-details';
import { readRememberedEmail, saveRememberMe } from './remember-me';

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
});

describe('remember me', () => {
  it('keeps the email under RememberMe when ticked and removes it when unticked', () => {
    saveRememberMe(true, 'a@b.co');
    expect(readRememberedEmail()).toBe('a@b.co');
    saveRememberMe(false, 'a@b.co');
    expect(localStorage.getItem('RememberMe')).toBeNull();
    expect(readRememberedEmail()).toBeNull();
  });
});
