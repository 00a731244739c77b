import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { LoginForm } from './login-form';

const user = {
  id: 1,
  email: 'customer@example.com',
  firstName: 'C',
  lastName: 'U',
  companyName: 'Acme',
  logoUrl: null,
  tabLogoUrl: null,
  resellerName: null,
  resellerEmail: 'noreply@reseller.test',
  isReseller: false,
  forcePasswordReset: false,
};

const defaultAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = defaultAdapter;
});

function MfaProbe() {
  return <pre data-testid="mfa-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderLogin() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/mfa" element={<MfaProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';

function stubLogin(status: number, body: unknown) {
  http.defaults.adapter = async (config) => ({
    status,
    statusText: '',
    data: body,
    // A sign-in's token comes in this header; the form refuses an answer without one.
    headers: status === 200 ? { authorization: `Bearer ${TOKEN}` } : {},
    config,
    request: {},
  });
}

describe('LoginForm', () => {
  it('shows the fixed messages for empty and malformed input', async () => {
    const u = userEvent.setup();
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await u.type(screen.getByLabelText('Email'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Entered value does not match email format')).toBeTruthy();
  });

  it('prefixes a failed login with "Error logging in", without doubled punctuation', async () => {
    const u = userEvent.setup();
    stubLogin(401, { message: 'Invalid email or password', data: null });
    renderLogin();
    await u.type(screen.getByLabelText('Email'), 'customer@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error logging in: Invalid email or password');
    expect(alert.textContent).not.toMatch(/[.:;,]:/);
  });

  it('shows and hides the password with the shared toggle', async () => {
    const u = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    await u.type(password, 'Secret#1');
    expect(password.type).toBe('password');
    await u.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await u.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('remembers the email, stores company details and goes to MFA with the user', async () => {
    const u = userEvent.setup();
    stubLogin(200, { message: 'ok', data: { user } });
    renderLogin();
    await u.type(screen.getByLabelText('Email'), ' customer@example.com');
    await u.type(screen.getByLabelText('Password'), 'Customer#Demo2026');
    await u.click(screen.getByLabelText('Remember me'));
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    const state = JSON.parse((await screen.findByTestId('mfa-state')).textContent!);
    expect(state).toEqual({
      email: 'customer@example.com',
      resellerEmail: 'noreply@reseller.test',
      user,
    });
    expect(JSON.parse(localStorage.getItem('RememberMe')!)).toMatchObject({
      email: 'customer@example.com',
    });
    expect(JSON.parse(localStorage.getItem('CompanyDetails')!)).toMatchObject({
      companyName: 'Acme',
    });
  });

  it('prefills the remembered email and forgets it when unticked', async () => {
    localStorage.setItem(
      'RememberMe',
      JSON.stringify({ rememberMe: true, email: 'saved@example.com' }),
    );
    const u = userEvent.setup();
    stubLogin(200, { message: 'ok', data: { user: { ...user, resellerEmail: null } } });
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'saved@example.com');
    expect(screen.getByLabelText('Remember me')).toHaveProperty('checked', true);
    await u.type(screen.getByLabelText('Password'), 'x');
    await u.click(screen.getByLabelText('Remember me'));
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    const state = JSON.parse((await screen.findByTestId('mfa-state')).textContent!);
    expect(state.resellerEmail).toBe('');
    expect(localStorage.getItem('RememberMe')).toBeNull();
  });
});
