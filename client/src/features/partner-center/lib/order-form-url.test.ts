import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/users';
import { orderFormUrl } from './order-form-url';

const reseller: CurrentUser = {
  id: 7,
  email: 'reseller@example.com',
  firstName: 'Sam',
  lastName: 'Okafor',
  companyName: 'Skyline Cloud Partners',
  logoUrl: 'http://localhost:4000/assets/branding/skyline.svg',
  tabLogoUrl: null,
  resellerName: 'Skyline Cloud',
  resellerEmail: null,
  isReseller: true,
  forcePasswordReset: false,
};

describe('an order form opened from Order Services', () => {
  it('carries the partner’s details and brand in its address', () => {
    const url = new URL(orderFormUrl('http://localhost:4000/orderForms/newCustomer', reseller));
    expect(url.pathname).toBe('/orderForms/newCustomer');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      partnerCompany: 'Skyline Cloud Partners',
      contactName: 'Sam Okafor',
      contactEmail: 'reseller@example.com',
      brand: 'Skyline Cloud',
      logo: 'http://localhost:4000/assets/branding/skyline.svg',
    });
  });

  it('keeps a configured address’s own query, and leaves out what the partner lacks', () => {
    const url = new URL(
      orderFormUrl('https://forms.example/new?campaign=spring', {
        ...reseller,
        logoUrl: null,
        resellerName: null,
      }),
    );
    expect(url.searchParams.get('campaign')).toBe('spring');
    expect(url.searchParams.get('brand')).toBe('Skyline Cloud Partners');
    expect(url.searchParams.has('logo')).toBe(false);
  });
});
