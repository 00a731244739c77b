import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { authKeys } from '@/api/auth/auth-keys';
import { MfaForm } from './mfa-form';

const user = {
  id: 4,
  email: 'customer@example.com',
  firstName: 'C',
  lastName: 'U',
  companyName: 'Acme',
  logoUrl: null,
  tabLogoUrl: null,
  resellerName: null,
  resellerEmail: null,
  isReseller: false,
  forcePasswordReset: false,
};
const defaultAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = defaultAdapter;
});

function Probe({ name }: { name: string }) {
  return <pre data-testid={name}>{JSON.stringify(useLocation().state)}</pre>;
}

function renderMfa() {
  const client = new QueryClient();
  const state = { email: 'customer@example.com', resellerEmail: 'portal@reseller.test', user };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/mfa', state }]}>
        <Routes>
          <Route path="/mfa" element={<MfaForm />} />
          <Route path="/dashboard" element={<Probe name="dashboard" />} />
          <Route path="/resetPassword" element={<Probe name="reset" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';

function stub(reply: (c: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  http.defaults.adapter = async (config) => {
    const answer = reply(config);
    // A sign-in's tokens come in this header; the form refuses an answer without them.
    const headers = answer.status === 200 ? { authorization: `Bearer ${TOKEN}` } : {};
    return { ...answer, statusText: '', headers, config, request: {} };
  };
}

describe('MfaForm', () => {
  it('names both addresses and keeps the code to six digits', async () => {
    const u = userEvent.setup();
    renderMfa();
    expect(screen.getByText('Please check your email')).toBeTruthy();
    expect(screen.getByText('portal@reseller.test')).toBeTruthy();
    expect(screen.getByText('customer@example.com')).toBeTruthy();
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await u.type(input, '12a 34-5678');
    expect(input).toHaveProperty('value', '123456');
  });

  it('asks for the code, then for six digits', async () => {
    const u = userEvent.setup();
    renderMfa();
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('MFA code is required')).toBeTruthy();
    await u.type(screen.getByLabelText('Verification code'), '123');
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('MFA code must be 6 digits')).toBeTruthy();
  });

  it('shows the server message "Invalid MFA code" with the auth prefix', async () => {
    const u = userEvent.setup();
    stub(() => ({ status: 401, data: { message: 'Invalid MFA code', data: null } }));
    renderMfa();
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('Invalid MFA code')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Error authenticating: Invalid MFA code',
    );
  });

  it('stops asking for codes once the account is locked, with the server message', async () => {
    const u = userEvent.setup();
    const locked = 'Too many incorrect sign-in codes: this account is locked for 15 minutes.';
    stub(() => ({ status: 423, data: { message: locked, data: null } }));
    renderMfa();
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText(locked)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(`Error authenticating: ${locked}`);
    expect(screen.getByLabelText('Verification code')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Authenticate' })).toHaveProperty('disabled', true);
  });

  it('seeds the current user and goes to the dashboard', async () => {
    const u = userEvent.setup();
    stub(() => ({ status: 200, data: { message: 'ok', data: { user } } }));
    const client = renderMfa();
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(client.getQueryData(authKeys.me())).toEqual(user);
  });

  it('sends a user flagged forcePasswordReset to the reset screen with id and reset key', async () => {
    const u = userEvent.setup();
    stub((c) =>
      c.url === '/auth/mfa'
        ? {
            status: 200,
            data: { message: 'ok', data: { user: { ...user, forcePasswordReset: true } } },
          }
        : {
            status: 200,
            data: { message: 'ok', data: { shouldResetPassword: true, id: 4, resetKey: 'k-1' } },
          },
    );
    renderMfa();
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Authenticate' }));
    const state = JSON.parse((await screen.findByTestId('reset')).textContent!);
    expect(state).toEqual({ id: 4, resetKey: 'k-1' });
  });
});
