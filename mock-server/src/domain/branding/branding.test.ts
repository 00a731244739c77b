import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { records } from '../../model/records';
import type { Company, World } from '../../model/schema';
import { brandOf } from './branding';
import { PRODUCT } from './product';
import { testCompany } from '../../testing/test-records';

const at = '2026-01-01T00:00:00.000Z';

function world(...companies: Company[]): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 'x'.repeat(32) });
  w.companies = records(companies);
  return w;
}

const reseller = testCompany({
  id: 1,
  name: 'Skyline',
  isReseller: true,
  resellerName: 'Skyline Cloud',
  resellerEmail: 'hello@skyline.example',
  logoPath: '/branding/skyline.svg',
  tabLogoPath: '/branding/skyline-tab.svg',
});
const customer = testCompany({ id: 2, name: 'Customer', resellerId: 1 });
const direct = testCompany({ id: 3, name: 'Direct' });

describe('the brand a company sees', () => {
  it("is a reseller's own, for the reseller and for its customers", () => {
    const w = world(reseller, customer);
    const expected = {
      name: 'Skyline Cloud',
      senderEmail: 'hello@skyline.example',
      resellerName: 'Skyline Cloud',
      resellerEmail: 'hello@skyline.example',
      logoPath: '/branding/skyline.svg',
      tabLogoPath: '/branding/skyline-tab.svg',
    };
    expect(brandOf(w, reseller)).toEqual(expected);
    expect(brandOf(w, customer)).toEqual(expected);
  });

  it("is the product's for a direct customer without a brand of its own", () => {
    expect(brandOf(world(direct), direct)).toEqual({
      name: PRODUCT.shortName,
      senderEmail: PRODUCT.senderEmail,
      resellerName: null,
      resellerEmail: null,
      logoPath: null,
      tabLogoPath: null,
    });
  });

  it("is a direct customer's own once it brands itself, with the product's sender address", () => {
    const branded = { ...direct, resellerName: 'Prospect Ltd', logoPath: '/branding/assets/1' };
    expect(brandOf(world(branded), branded)).toEqual({
      name: 'Prospect Ltd',
      senderEmail: PRODUCT.senderEmail,
      resellerName: 'Prospect Ltd',
      resellerEmail: null,
      logoPath: '/branding/assets/1',
      tabLogoPath: null,
    });
  });

  it("is still the reseller's for a reseller's customer that carries brand fields", () => {
    const own = { ...customer, resellerName: 'Own', logoPath: '/branding/own.svg' };
    expect(brandOf(world(reseller, own), own).name).toBe('Skyline Cloud');
  });
});
