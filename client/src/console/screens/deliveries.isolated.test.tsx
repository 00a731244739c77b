import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNAL_MESSAGES } from '@contract/signals';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { created, renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');
const post = vi.spyOn(consoleHttp, 'post');

const delivery = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'demo.opened',
  world: 'w1',
  summary: `Summary ${id}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-01T10:00:00.000Z',
  lastError: null,
  deliveredAt: '2026-11-01T10:00:01.000Z',
  ...over,
});
const on = (data: unknown[]) => ({ enabled: true, endpoint: 'https://crm.example.com', data });

describe('the deliveries page', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows each delivery with its state, attempts and last error', async () => {
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__insights/deliveries': ok(
        on([
          delivery('a'),
          delivery('b', {
            status: 'pending',
            attempts: 2,
            nextAttemptAt: '2026-11-01T10:00:15.000Z',
            lastError: 'Answered 503',
          }),
          delivery('c', { status: 'failed', attempts: 1, lastError: 'Answered 410' }),
        ]),
      ),
    });
    renderConsole('/deliveries');
    const a = (await screen.findByText('Summary a')).closest('tr')!;
    expect(within(a).getByText('Delivered')).toBeTruthy();
    const b = screen.getByText('Summary b').closest('tr')!;
    expect(within(b).getByText('Retrying')).toBeTruthy();
    expect(within(b).getByText('Answered 503')).toBeTruthy();
    const c = screen.getByText('Summary c').closest('tr')!;
    expect(within(c).getByText('Failed')).toBeTruthy();
    expect(screen.getByText('https://crm.example.com')).toBeTruthy();
  });

  it('says when there is none yet', async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__insights/deliveries': ok(on([])) });
    renderConsole('/deliveries');
    expect(await screen.findByText(/No deliveries yet/)).toBeTruthy();
  });

  it('explains how to turn webhooks on when they are off', async () => {
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__insights/deliveries': ok({ enabled: false, endpoint: null, data: [] }),
    });
    renderConsole('/deliveries');
    expect(await screen.findByText(/Webhooks are off/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a test event' })).toBeNull();
  });

  it('sends a test event and shows it among the deliveries', async () => {
    let list = [delivery('a')];
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__insights/deliveries': () => ok(on(list)),
    });
    serve(
      post,
      {
        '/__insights/deliveries/test': () => {
          const test = delivery('t', { type: 'test', summary: 'The test', status: 'pending' });
          list = [test, ...list];
          return created(test);
        },
      },
      true,
    );
    renderConsole('/deliveries');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText(/A test event is on its way/)).toBeTruthy();
    expect(await screen.findByText('The test')).toBeTruthy();
  });

  it("shows the server's message when the test event is refused", async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__insights/deliveries': ok(on([])) });
    serve(post, { '/__insights/deliveries/test': fail(409, SIGNAL_MESSAGES.notConfigured) }, true);
    renderConsole('/deliveries');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGNAL_MESSAGES.notConfigured);
  });
});
