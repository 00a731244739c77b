import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '@contract/sellers';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { readOperatorKey, saveOperatorKey } from '../api/operator-key';
import { renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');
const post = vi.spyOn(consoleHttp, 'post');

describe('the console sign-in screen', () => {
  // Every test starts signed out, with no answer left over from the one before it.
  beforeEach(() => {
    saveOperatorKey(null);
    serve(get, { '/__sellers/me': fail(401, SELLER_MESSAGES.signInRequired) });
    serve(post, {});
  });
  afterEach(() => vi.clearAllMocks());

  it('sends a signed-out visitor to sign in', async () => {
    serve(get, { '/__sellers/me': fail(401, SELLER_MESSAGES.signInRequired) });
    const router = renderConsole('/');
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('checks the fields before asking the server', async () => {
    serve(get, {});
    renderConsole('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are refused", async () => {
    serve(post, { '/__sellers/session': fail(401, SELLER_MESSAGES.badCredentials) }, true);
    renderConsole('/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      SELLER_MESSAGES.badCredentials,
    );
  });

  it('signs in and lands on the demos', async () => {
    serve(post, { '/__sellers/session': ok(null) }, true);
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__demos': ok({ data: [], total: 0, totalPages: 0 }),
    });
    const router = renderConsole('/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Demos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText(/Ann/)).toBeTruthy();
  });

  it('keeps an accepted operator key for the tab, and forgets a refused one', async () => {
    serve(get, { '/__sellers/me': fail(401, 'Sign in to the sales console') });
    renderConsole('/sign-in');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in with the operator key' }),
    );
    await userEvent.type(screen.getByLabelText('Operator key'), 'not-the-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sign in to the sales console',
    );
    expect(readOperatorKey()).toBeNull();

    serve(get, {
      '/__sellers/me': ok({ kind: 'operator', id: null, email: null, name: 'Operator' }),
      '/__demos': ok({ data: [], total: 0, totalPages: 0 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Sellers' })).toBeTruthy();
    expect(readOperatorKey()).toBe('not-the-key');
  });

  it('sends the kept operator key with each call', async () => {
    saveOperatorKey('the-key');
    const seen: unknown[] = [];
    const adapter = vi.fn(async (config: { headers: { get: (n: string) => unknown } }) => {
      seen.push(config.headers.get('x-sandbox-key'));
      return { status: 200, data: { data: seller }, headers: {}, config, statusText: 'OK' };
    });
    // Through request(), which the spies on get and post leave as it is (restoring the spy
    // here would leave every later test's answers unserved).
    await consoleHttp.request({ method: 'get', url: '/__sellers/me', adapter: adapter as never });
    await waitFor(() => expect(seen).toEqual(['the-key']));
  });
});
