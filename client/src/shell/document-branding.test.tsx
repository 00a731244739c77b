import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import { ok, serve } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { DocumentBranding } from './document-branding';
import { SignedInBranding } from './signed-in-branding';

// The user comes from the real useCurrentUser; "asking for the user" is a GET /users/me.
let http: ReturnType<typeof spyOnHttp<'get'>>;

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (claims: object) => `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const renderWithQueries = (children: ReactNode) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
const renderBranding = () => renderWithQueries(<DocumentBranding />);
const iconHref = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href');

describe('DocumentBranding', () => {
  beforeEach(() => {
    http = spyOnHttp('get');
    serve(http.get, { '/users/me': ok(null) });
    document.title = '';
  });
  restoreSpiesAfterEach();

  it('defaults to "Stratus" and the white-circle icon, without asking for the user', () => {
    renderBranding();
    expect(document.title).toBe('Stratus');
    expect(iconHref()).toBe('/favicon.svg');
    expect(http.get).not.toHaveBeenCalled();
  });

  it('does not ask for the user, even signed in: that is the console’s part', () => {
    localStorage.setItem('token', token({ exp: inAnHour(), mfaVerified: true }));
    renderBranding();
    expect(http.get).not.toHaveBeenCalled();
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

  it('makes the signed-in user’s branding the stored one, and resets it at sign-out', async () => {
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({ companyName: 'Old', logoUrl: null, tabLogoUrl: null, resellerName: 'Old' }),
    );
    serve(http.get, {
      '/users/me': ok({
        companyName: 'Harbor',
        logoUrl: null,
        resellerName: 'Nimbus Partners',
        tabLogoUrl: '/nimbus.ico',
      }),
    });
    const view = renderWithQueries(
      <>
        <DocumentBranding />
        <SignedInBranding />
      </>,
    );
    await waitFor(() => expect(document.title).toBe('Nimbus Partners'));
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
