import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '@contract/demos';
import { emptyWorld } from '../../model/empty-world';
import { records } from '../../model/records';
import type { Company, User, World } from '../../model/schema';
import { copyOfWorld } from '../../model/world-json';
import { brandOf } from './branding';
import { BrandImageError } from './brand-image';
import { applyProspect } from './prospect';
import { testCompany } from '../../testing/test-records';

const at = '2026-01-01T00:00:00.000Z';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 1, 2, 3]);
const LOGO = `data:image/png;base64,${PNG.toString('base64')}`;
const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
const ICON = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`;

const company = (id: number, fields: Partial<Company>) =>
  testCompany({ domain: 'x.example', createdAt: at, ...fields, id });
const user = (id: number, companyId: number, email: string) =>
  ({ id, companyId, email, firstName: 'A', lastName: 'B' }) as User;

/** A reseller (1) with a customer (2), and a direct customer (3), each with an admin. */
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 'x'.repeat(32) });
  w.companies = records([
    company(1, {
      name: 'Skyline',
      isReseller: true,
      resellerName: 'Skyline Cloud',
      resellerEmail: 'hello@skyline.example',
      logoPath: '/branding/skyline-logo.svg',
      tabLogoPath: '/branding/skyline-tab.svg',
    }),
    company(2, { name: 'Customer', resellerId: 1 }),
    company(3, { name: 'Direct' }),
  ]);
  w.users = records([
    user(1, 1, 'reseller@example.com'),
    user(2, 2, 'customer@example.com'),
    user(3, 3, 'direct@example.com'),
  ]);
  w.counters.companies = 3;
  w.counters.users = 3;
  return w;
}

describe('applying a prospect to a world', () => {
  it("makes a direct customer's company the prospect's, with its logo and tab icon as brand assets", () => {
    const w = world();
    const applied = applyProspect(w, 'Direct@Example.com', {
      company: ' Acme ',
      logo: LOGO,
      tabIcon: ICON,
    });
    const direct = w.companies.byId(3) as Company;
    expect(direct.name).toBe('Acme');
    expect(w.brandAssets.toArray()).toEqual([
      { id: 1, contentType: 'image/png', data: PNG.toString('base64') },
      { id: 2, contentType: 'image/svg+xml', data: Buffer.from(ICON_SVG).toString('base64') },
    ]);
    expect(applied).toEqual({
      companyId: 3,
      brandedCompanyId: 3,
      logoPath: '/branding/assets/1',
      tabLogoPath: '/branding/assets/2',
    });
    expect(brandOf(w, direct)).toMatchObject({
      name: 'Acme',
      resellerName: 'Acme',
      logoPath: '/branding/assets/1',
      tabLogoPath: '/branding/assets/2',
    });
    // The others keep their brands.
    expect(brandOf(w, w.companies.byId(2) as Company).name).toBe('Skyline Cloud');
  });

  it('renames the reseller and its brand, which its customers see, keeping its sender address', () => {
    const w = world();
    applyProspect(w, 'reseller@example.com', { company: 'Acme', logo: LOGO });
    const [reseller, customer] = w.companies.toArray() as [Company, Company];
    expect(reseller.name).toBe('Acme');
    expect(brandOf(w, customer)).toEqual({
      name: 'Acme',
      senderEmail: 'hello@skyline.example',
      resellerName: 'Acme',
      resellerEmail: 'hello@skyline.example',
      logoPath: '/branding/assets/1',
      tabLogoPath: '/branding/assets/1',
    });
    expect(customer.name).toBe('Customer');
  });

  it('drops the old logo when none is given, and the assets no company shows any more', () => {
    const w = world();
    applyProspect(w, 'reseller@example.com', { company: 'Acme', logo: LOGO, tabIcon: ICON });
    applyProspect(w, 'reseller@example.com', { company: 'Beta' });
    expect(brandOf(w, w.companies.byId(1) as Company)).toMatchObject({
      name: 'Beta',
      logoPath: null,
      tabLogoPath: null,
    });
    expect(w.brandAssets.toArray()).toEqual([]);
    applyProspect(w, 'reseller@example.com', { company: 'Gamma', logo: LOGO });
    // Ids are never reused.
    expect(w.brandAssets.map((a) => a.id)).toEqual([3]);
  });

  it("brands a reseller's customer persona through its reseller", () => {
    const w = world();
    const applied = applyProspect(w, 'customer@example.com', { company: 'Acme' });
    expect(applied).toMatchObject({ companyId: 2, brandedCompanyId: 1 });
    expect((w.companies.byId(2) as Company).name).toBe('Acme');
    expect(brandOf(w, w.companies.byId(2) as Company).name).toBe('Acme');
  });

  it('changes nothing when an image is refused or the name is blank', () => {
    const w = world();
    const before = copyOfWorld(w);
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')}`;
    expect(() =>
      applyProspect(w, 'reseller@example.com', { company: 'Acme', logo: LOGO, tabIcon: svg }),
    ).toThrow(new BrandImageError(400, DEMO_MESSAGES.svgUnsafe));
    expect(() => applyProspect(w, 'reseller@example.com', { company: '  ' })).toThrow(
      DEMO_MESSAGES.companyRequired,
    );
    expect(w).toEqual(before);
  });

  it('refuses a persona the world does not have', () => {
    expect(() => applyProspect(world(), 'nobody@example.com', { company: 'Acme' })).toThrow(
      'The world has no persona nobody@example.com',
    );
  });
});
