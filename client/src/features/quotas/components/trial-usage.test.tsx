import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quotaRefusal, TRIAL_QUOTAS } from '@contract/quotas';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { QuotaHint } from './quota-hint';
import { TrialUsage } from './trial-usage';
import { useQuotaReached } from '../hooks/use-quota-reached';

// lazyHttp() resolves to the one `http` client, so a spy on it answers the quota calls.
let http: ReturnType<typeof spyOnHttp<'get'>>;
beforeEach(() => {
  http = spyOnHttp('get');
});
restoreSpiesAfterEach();

const trial = { virtualMachines: 3, cpuCores: 24, networks: 0, publicIps: 1, users: 5 };
const ok = (data: unknown) => ({ status: 200, data: { message: 'OK', data } });
/** Answers GET {url} only: any other request rejects, so none passes unnoticed. */
const answerGet = (url: string, reply: object) =>
  http.get.mockReset().mockImplementation(async (asked: string) => {
    if (asked !== url) throw new Error(`Unexpected request ${asked}`);
    return reply;
  });
const answer = (reply: object) => answerGet('/quotas/usage', ok(reply));
const renderWithQueries = (element: ReactElement) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {element}
    </QueryClientProvider>,
  );

describe('TrialUsage', () => {
  it("shows a trial's usage against every quota of the table, the full ones marked", async () => {
    answer({ isTrial: true, used: trial });
    renderWithQueries(<TrialUsage />);
    expect(await screen.findByRole('heading', { name: 'Trial limits' })).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(Object.keys(TRIAL_QUOTAS).length);
    expect(screen.getByRole('progressbar', { name: 'CPU cores: 24 of 24 used' })).toBeTruthy();
    expect(screen.getByText('24 of 24').className).toContain('text-danger');
    expect(screen.getAllByText('3 of 5')[0]?.className).not.toContain('text-danger');
  });

  it("in a hosted world, holds the card's place while the figures load, then fills it in", async () => {
    const hosted = Object.assign(document.createElement('meta'), {
      name: 'sandbox-world',
      content: 'hosted',
    });
    document.head.append(hosted);
    try {
      let reply: (value: object) => void = () => {};
      http.get.mockReset().mockImplementation(() => new Promise((resolve) => (reply = resolve)));
      renderWithQueries(<TrialUsage />);
      const card = screen.getByRole('region', { name: 'Trial limits' });
      expect(card.getAttribute('aria-busy')).toBe('true');
      expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
      await vi.waitFor(() => expect(http.get).toHaveBeenCalledWith('/quotas/usage'));
      reply(ok({ isTrial: true, used: trial }));
      expect(await screen.findByRole('progressbar', { name: 'CPU cores: 24 of 24 used' })).toBe(
        within(card).getByRole('progressbar', { name: 'CPU cores: 24 of 24 used' }),
      );
      expect(card.getAttribute('aria-busy')).toBeNull();
    } finally {
      hosted.remove();
    }
  });

  it('shows nothing while loading outside a hosted world', () => {
    http.get.mockReset().mockImplementation(() => new Promise(() => {}));
    const { container } = renderWithQueries(<TrialUsage />);
    expect(container.textContent).toBe('');
  });

  it('shows nothing to an account without quotas', async () => {
    answer({ isTrial: false, used: null });
    const { container } = renderWithQueries(<TrialUsage />);
    await vi.waitFor(() => expect(http.get).toHaveBeenCalledWith('/quotas/usage'));
    expect(container.textContent).toBe('');
  });
});

describe('QuotaHint', () => {
  it('says beside an action how much of its quota a trial used', async () => {
    answer({ isTrial: true, used: trial });
    renderWithQueries(<QuotaHint quota="users" />);
    expect(await screen.findByText('Trial: 5 of 5 users used')).toBeTruthy();
  });

  it('says nothing to other accounts', async () => {
    answer({ isTrial: false, used: null });
    const { container } = renderWithQueries(<QuotaHint quota="networks" />);
    await vi.waitFor(() => expect(http.get).toHaveBeenCalledWith('/quotas/usage'));
    expect(container.textContent).toBe('');
  });
});

describe('useQuotaReached', () => {
  const Probe = () => <p>{useQuotaReached('virtualMachines') ?? 'room left'}</p>;

  it("gives the sandbox's refusal once a trial holds all a quota allows", async () => {
    answer({ isTrial: true, used: { ...trial, virtualMachines: TRIAL_QUOTAS.virtualMachines } });
    renderWithQueries(<Probe />);
    expect(await screen.findByText(quotaRefusal('virtualMachines'))).toBeTruthy();
  });

  it('gives nothing below the quota, or for an account that is not a trial', async () => {
    answer({ isTrial: true, used: trial });
    const { unmount } = renderWithQueries(<Probe />);
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    expect(await screen.findByText('room left')).toBeTruthy();
    unmount();
    answer({ isTrial: false, used: null });
    renderWithQueries(<Probe />);
    expect(await screen.findByText('room left')).toBeTruthy();
  });
});
