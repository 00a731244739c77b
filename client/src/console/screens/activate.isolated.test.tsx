import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '@contract/sellers';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { renderConsole } from '../testing/render-console';

const post = vi.spyOn(consoleHttp, 'post');
const GOOD = 'Correct-Horse-9-Battery';

describe('the activation screen', () => {
  afterEach(() => vi.clearAllMocks());

  it('holds a password that breaks the rules, with the checklist saying which', async () => {
    renderConsole('/activate?token=abc');
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('list', { name: 'Password requirements' }).textContent).toContain(
      'not met',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('activates with the token and the new password', async () => {
    let sent: unknown;
    serve(
      post,
      {
        '/__sellers/activate': (_c, body) => {
          sent = body;
          return ok(null);
        },
      },
      true,
    );
    renderConsole('/activate?token=abc');
    await userEvent.type(await screen.findByLabelText('Password'), GOOD);
    await userEvent.type(screen.getByLabelText('Confirm password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(sent).toEqual({ token: 'abc', password: GOOD });
  });

  it("shows the server's message for a spent link", async () => {
    serve(post, { '/__sellers/activate': fail(400, SELLER_MESSAGES.activationInvalid) }, true);
    renderConsole('/activate?token=spent');
    await userEvent.type(await screen.findByLabelText('Password'), GOOD);
    await userEvent.type(screen.getByLabelText('Confirm password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      SELLER_MESSAGES.activationInvalid,
    );
  });
});
