import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoSummary } from '@contract/demos';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');

const demo = (company: string, status: DemoSummary['status']) => ({
  id: `d-${company}`,
  company,
  template: 'demo-direct',
  createdBy: { kind: 'seller', id: 's1', name: 'Ann' },
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-15T10:00:00.000Z',
  lastOpenedAt: status === 'opened' ? '2026-11-02T10:00:00.000Z' : null,
  lastVisitAt: status === 'opened' ? '2026-11-02T10:30:00.000Z' : null,
  visits: status === 'opened' ? 2 : 0,
  actions: status === 'opened' ? 5 : 0,
  status,
  url: `http://w.localhost/__demo/open?token=${company}`,
  worldId: `w-${company}`,
  logoUrl: null,
});

describe('the demos list', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows each demo with its status', async () => {
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__demos': ok({
        data: [demo('Acme', 'opened'), demo('Globex', 'revoked'), demo('Initech', 'not-opened')],
        total: 3,
        totalPages: 1,
      }),
    });
    renderConsole('/');
    const acme = (await screen.findByRole('link', { name: 'Acme' })).closest('tr')!;
    expect(within(acme).getByText('Opened')).toBeTruthy();
    // Its visits and actions, in their columns.
    expect(
      within(acme)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-2),
    ).toEqual(['2', '5']);
    const globex = screen.getByRole('link', { name: 'Globex' }).closest('tr')!;
    expect(within(globex).getByText('Revoked')).toBeTruthy();
    expect(screen.getByText('Not opened')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 1/)).toBeTruthy();
  });

  it('says when there is none yet, and when a search finds none once it has answered', async () => {
    const seen: unknown[] = [];
    // Searches wait until answered; on a slow machine the typing outlasts the debounce and a
    // search for "ze" or "zet" goes out too, so every one waiting is answered, and any later.
    const waiting: (() => void)[] = [];
    let answered = false;
    const answerSearch = () => {
      answered = true;
      for (const answer of waiting) answer();
    };
    const none = ok({ data: [], total: 0, totalPages: 0 });
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__demos': (config) => {
        seen.push(config?.params);
        if (!config?.params?.search || answered) return none;
        return new Promise((resolve) => waiting.push(() => resolve(none)));
      },
    });
    renderConsole('/');
    expect(await screen.findByText(/No demos yet/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search'), 'zeta');
    // The empty list still on screen is the last search's: no verdict on this one yet.
    expect(await screen.findByText('Searching demos...')).toBeTruthy();
    expect(screen.queryByText(/No demo matches/)).toBeNull();
    answerSearch();
    expect(await screen.findByText(/No demo matches “zeta”/)).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ search: 'zeta', sort: 'createdAt', page: 1 });
  });

  it('asks the server for the chosen order', async () => {
    const seen: unknown[] = [];
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__demos': (config) => {
        seen.push(config?.params);
        return ok({ data: [demo('Acme', 'opened')], total: 1, totalPages: 1 });
      },
    });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Acme' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Company');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    await vi.waitFor(() =>
      expect(seen.at(-1)).toMatchObject({ sort: 'company', descending: 'false' }),
    );
  });

  it("shows the server's message when the list fails, and tries again", async () => {
    serve(get, { '/__sellers/me': ok(seller), '/__demos': fail(503, 'The trial is busy') });
    renderConsole('/');
    expect((await screen.findByRole('alert')).textContent).toContain('The trial is busy');
    serve(get, {
      '/__sellers/me': ok(seller),
      '/__demos': ok({ data: [demo('Acme', 'expired')], total: 1, totalPages: 1 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Expired')).toBeTruthy();
  });
});
