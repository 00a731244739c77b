import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contract/users';
import { AppShell } from './app-shell';
import { PageFrame } from './page-frame';

const currentUser = vi.hoisted(() => ({ result: {} as Record<string, unknown> }));
vi.mock('@/api/auth/get-current-user', () => ({
  useCurrentUser: () => currentUser.result,
}));

// The sandbox badge has its own tests; here the API is not a sandbox.
vi.mock('@/api/sandbox/get-sandbox-info', () => ({ useSandboxInfo: () => ({ data: null }) }));

const customer: CurrentUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines Ltd',
  logoUrl: null,
  tabLogoUrl: null,
  resellerName: null,
  resellerEmail: null,
  isReseller: false,
  forcePasswordReset: false,
};

function renderShell(path: string, user: CurrentUser | null = customer) {
  return renderWith(
    { data: user ?? undefined, isPending: !user, error: null, refetch: vi.fn() },
    path,
  );
}

function renderWith(result: Record<string, unknown>, path = '/dashboard') {
  currentUser.result = result;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="*" element={<PageFrame title="Screen">content</PageFrame>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const current = () => screen.queryAllByRole('link', { current: 'page' }).map((l) => l.textContent);

describe('AppShell', () => {
  beforeEach(() => localStorage.clear());

  it('paints the frame and the screen while the current user loads, the account as a placeholder', () => {
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({
        companyName: 'Stored Co',
        logoUrl: null,
        tabLogoUrl: null,
        resellerName: null,
      }),
    );
    renderShell('/dashboard', null);
    expect(screen.getByText('content')).toBeTruthy();
    expect(
      nav()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Virtual Machines', 'Networks', 'Teams', 'Users', 'Support']);
    expect(screen.getByRole('status').textContent).toContain('Loading your account');
    expect(screen.getByText('Stored Co')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows the error with a retry when the current user cannot be loaded', () => {
    const refetch = vi.fn();
    renderWith({ isPending: false, error: new Error('Error checking auth: down'), refetch });
    expect(screen.getByRole('alert').textContent).toContain('Error checking auth: down');
    expect(screen.queryByText('content')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('lists the customer navigation in order, pointing at each area', () => {
    renderShell('/dashboard');
    const links = nav().getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Virtual Machines',
      'Networks',
      'Teams',
      'Users',
      'Support',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard',
      '/virtualMachines',
      '/networks',
      '/teams',
      '/users',
      '/support',
    ]);
  });

  it('adds Partner Center for a reseller', () => {
    renderShell('/dashboard', { ...customer, isReseller: true });
    expect(nav().getByRole('link', { name: 'Partner Center' }).getAttribute('href')).toBe(
      '/partnerCenter',
    );
  });

  it('shows name, company, Profile and Logout at the bottom', () => {
    renderShell('/dashboard');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Analytical Engines Ltd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/user?id=7');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
  });

  it('highlights Dashboard on the dashboard', () => {
    renderShell('/dashboard');
    expect(current()).toEqual(['Dashboard']);
  });

  it('highlights Users on the users list', () => {
    renderShell('/users');
    expect(current()).toEqual(['Users']);
  });

  it('highlights Users, not Profile, on another user’s screen', () => {
    renderShell('/user?id=12');
    expect(current()).toEqual(['Users']);
  });

  it('highlights Profile, not Users, on one’s own user screen', () => {
    renderShell('/user?id=7');
    expect(current()).toEqual(['Profile']);
  });

  it('collapses and remembers it under sidebar-collapsed', () => {
    const { container } = renderShell('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(container.querySelector('.app-shell')?.classList.contains('is-collapsed')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
  });

  it('starts collapsed when storage says so', () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    renderShell('/dashboard');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('opens the mobile menu from the page frame and closes it on Escape and on navigation', () => {
    const { container } = renderShell('/dashboard');
    const shell = () => container.querySelector('.app-shell')!;
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(shell().classList.contains('is-menu-open')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(shell().classList.contains('is-menu-open')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(nav().getByRole('link', { name: 'Networks' }));
    expect(shell().classList.contains('is-menu-open')).toBe(false);
  });

  it('shows the product wordmark without a logo, else the user’s or the stored company logo', () => {
    renderShell('/dashboard').unmount();
    localStorage.setItem(
      'CompanyDetails',
      JSON.stringify({
        companyName: 'X',
        logoUrl: '/stored.png',
        tabLogoUrl: null,
        resellerName: null,
      }),
    );
    const { container, unmount } = renderShell('/dashboard');
    expect(container.querySelector('.sidebar-logo img')?.getAttribute('src')).toBe('/stored.png');
    unmount();
    const own = renderShell('/dashboard', { ...customer, logoUrl: '/mine.png' });
    expect(own.container.querySelector('.sidebar-logo img')?.getAttribute('src')).toBe('/mine.png');
  });

  it('falls back to the "Stratus" wordmark', () => {
    renderShell('/dashboard');
    expect(screen.getByText('Stratus')).toBeTruthy();
  });
});
