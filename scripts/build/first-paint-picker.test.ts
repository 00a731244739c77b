import { describe, expect, it } from 'vitest';
import { pickFirstPaint, type PickerOptions } from './first-paint-picker';

const options: PickerOptions = {
  base: '/',
  screens: [
    { path: '/login', signedIn: false },
    { path: '/dashboard', signedIn: true },
  ],
  attribute: 'data-first-paint',
  keys: { token: 'token', companyDetails: 'CompanyDetails', sidebarCollapsed: 'sidebar-collapsed' },
};

const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const SIGNED_IN = jwt({ sub: '7', mfaVerified: true, exp: 1 });
const BEFORE_MFA = jwt({ sub: '7', mfaVerified: false });

/** The picker as the page runs it: its source alone, nothing it could have closed over. */
const serialized = new Function(`return (${pickFirstPaint.toString()})`)() as typeof pickFirstPaint;

function pick(url: string, stored: Record<string, string> = {}, base = '/'): string | null {
  const attributes = new Map<string, string>();
  const doc = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  } as unknown as Document;
  const { pathname, search } = new URL(url, 'http://portal.test');
  serialized(
    doc,
    { getItem: (key) => stored[key] ?? null },
    { pathname, search },
    {
      ...options,
      base,
      screens: options.screens.map((s) => ({ ...s, path: s.path })),
    },
  );
  return attributes.get('data-first-paint') ?? null;
}

describe('picking the painted screen a visit shows', () => {
  it('shows the sign-in card to a visitor and the dashboard to a signed-in user', () => {
    expect(pick('/login')).toBe('0');
    expect(pick('/dashboard', { token: SIGNED_IN })).toBe('1');
  });

  it('shows nothing where the app renders something else', () => {
    expect(pick('/dashboard')).toBeNull(); // sent to the start page
    expect(pick('/login', { token: SIGNED_IN })).toBeNull(); // sent to the dashboard
    expect(pick('/dashboard', { token: BEFORE_MFA })).toBeNull();
    expect(pick('/login?persona=customer@example.com')).toBeNull();
    expect(pick('/dashboard?tab=teams', { token: SIGNED_IN })).toBeNull();
    expect(pick('/virtualMachines', { token: SIGNED_IN })).toBeNull();
  });

  it('shows an expired session the dashboard, which its refresh token may renew', () => {
    expect(pick('/dashboard', { token: SIGNED_IN, refreshToken: 'r' })).toBe('1');
  });

  it('treats a token it cannot read as no session', () => {
    expect(pick('/login', { token: 'not-a-jwt' })).toBe('0');
    expect(pick('/login', { token: 'a.%%%.c' })).toBe('0');
  });

  it('never shows the product’s brand to a reseller’s customer, nor a docked sidebar to one who collapsed it', () => {
    const branded = JSON.stringify({
      companyName: 'Acme',
      logoUrl: 'https://x/logo.svg',
      tabLogoUrl: null,
      resellerName: null,
    });
    const resold = JSON.stringify({
      companyName: 'Acme',
      logoUrl: null,
      tabLogoUrl: null,
      resellerName: 'Skyline',
    });
    const plain = JSON.stringify({
      companyName: 'Acme',
      logoUrl: null,
      tabLogoUrl: null,
      resellerName: null,
    });
    expect(pick('/login', { CompanyDetails: branded })).toBeNull();
    expect(pick('/dashboard', { token: SIGNED_IN, CompanyDetails: resold })).toBeNull();
    expect(pick('/dashboard', { token: SIGNED_IN, CompanyDetails: plain })).toBe('1');
    expect(pick('/login', { CompanyDetails: '{broken' })).toBe('0');
    expect(pick('/dashboard', { token: SIGNED_IN, 'sidebar-collapsed': 'true' })).toBeNull();
  });

  it('reads paths under the base the portal is served from', () => {
    expect(pick('/portal/login', {}, '/portal/')).toBe('0');
    expect(pick('/login', {}, '/portal/')).toBeNull();
  });
});
