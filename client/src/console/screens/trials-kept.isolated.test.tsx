import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');

const lead = {
  worldId: 'w1',
  url: 'http://w1.localhost:4500/',
  template: 'seed',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-02T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
  demoId: 'd1',
  kept: {
    at: '2026-11-02T09:00:00.000Z',
    name: 'Ada Lovelace',
    workEmail: 'ada@acme.example',
    company: 'Acme Robotics',
  },
  contacts: [
    { at: '2026-11-02T09:30:00.000Z', message: 'Call me', preferredContact: '+44 20 7946 0000' },
  ],
};

describe('the Trials kept page', () => {
  afterEach(() => vi.clearAllMocks());

  it("lists each kept world with its lead, its messages, the sandbox and its demo's activity", async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__leads': ok([lead]) });
    renderConsole('/trials-kept');
    const row = (await screen.findByText('Ada Lovelace')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('ada@acme.example');
    expect(row.textContent).toContain('Acme Robotics');
    expect(row.textContent).toContain('Call me');
    expect(row.textContent).toContain('reach at +44 20 7946 0000');
    expect(
      within(row).getByRole('link', { name: 'Open the sandbox w1' }).getAttribute('href'),
    ).toBe('http://w1.localhost:4500/');
    expect(
      within(row).getByRole('link', { name: 'Activity of its demo' }).getAttribute('href'),
    ).toBe('/demos/d1');
  });

  it('says when nobody kept one yet', async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__leads': ok([]) });
    renderConsole('/trials-kept');
    expect(await screen.findByText(/No visitor has kept a sandbox/)).toBeTruthy();
  });
});
