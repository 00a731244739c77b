import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');

const mail = (id: string, subject: string) => ({
  id,
  to: 'ann@example.com',
  subject,
  text: `Hello Ann,\n\n${subject} at 10:00.`,
  demoId: 'd1',
  sentAt: '2026-11-01T10:00:00.000Z',
});

describe('the mail page', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists the messages and reads the one chosen', async () => {
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__insights/outbox': ok([
        mail('m2', 'Globex opened your demo'),
        mail('m1', 'Acme opened your demo'),
      ]),
    });
    renderConsole('/mail');
    await userEvent.click(await screen.findByRole('button', { name: 'Acme opened your demo' }));
    const message = screen.getByRole('article');
    expect(message.textContent).toContain('Acme opened your demo at 10:00.');
    expect(message.textContent).not.toContain('Globex');
  });

  it('says when there is none yet', async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__insights/outbox': ok([]) });
    renderConsole('/mail');
    expect(await screen.findByText(/No mail yet/)).toBeTruthy();
  });

  it("shows the server's message when the mail does not load", async () => {
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__insights/outbox': fail(500, 'The sandbox is unavailable'),
    });
    renderConsole('/mail');
    expect((await screen.findByRole('alert')).textContent).toContain('The sandbox is unavailable');
  });
});
