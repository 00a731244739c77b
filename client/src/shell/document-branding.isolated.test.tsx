import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import { DocumentBranding } from './document-branding';
import { SignedInBranding } from './signed-in-branding';

const useCurrentUser = vi.hoisted(() => vi.fn());
vi.mock('@/api/auth/get-current-user', () => ({ useCurrentUser }));

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (claims: object) => `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const renderBranding = () =>
  render(
    <MemoryRouter>
      <DocumentBranding />
    </MemoryRouter>,
  );
const iconHref = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href');

describe('DocumentBranding', () => {
  beforeEach(() => {
    useCurrentUser.mockReset();
    document.title = '';
  });

  it('defaults to "Stratus" and the white-circle icon, without asking for the user', () => {
    renderBranding();
    expect(document.title).toBe('Stratus');
    expect(iconHref()).toBe('/favicon.svg');
    expect(useCurrentUser).not.toHaveBeenCalled();
  });

  it('does not ask for the user, even signed in: that is the console’s part', () => {
    localStorage.setItem('token', token({ exp: inAnHour(), mfaVerified: true }));
    renderBranding();
    expect(useCurrentUser).not.toHaveBeenCalled();
  });

  it('uses the stored company details when signed out', () => {
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({
        companyName: 'Acme',
        logoUrl: null,
        tabLogoUrl: '/acme.png',
        resellerName: 'Acme Cloud',
      }),
    );
    renderBranding();
    expect(document.title).toBe('Acme Cloud');
    expect(iconHref()).toBe('/acme.png');
  });

  it('makes the signed-in user’s branding the stored one, and resets it at sign-out', () => {
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({ companyName: 'Old', logoUrl: null, tabLogoUrl: null, resellerName: 'Old' }),
    );
    useCurrentUser.mockReturnValue({
      data: {
        companyName: 'Harbor',
        logoUrl: null,
        resellerName: 'Nimbus Partners',
        tabLogoUrl: '/nimbus.ico',
      },
    });
    const view = render(
      <MemoryRouter>
        <DocumentBranding />
        <SignedInBranding />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Nimbus Partners');
    expect(iconHref()).toBe('/nimbus.ico');
    view.unmount();
    // Every screen after, public ones included, shows the same branding...
    renderBranding();
    expect(document.title).toBe('Nimbus Partners');
    // ...until sign-out clears it: the tab goes back to the product at once.
    act(() => clearSession());
    expect(document.title).toBe('Stratus');
    expect(iconHref()).toBe('/favicon.svg');
  });
});
