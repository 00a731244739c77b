import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { VmUsageTab } from './vm-usage-tab';

const DATA_URL = '/virtualMachines/GetDashboardData';
let http: ReturnType<typeof spyOnHttp<'get'>>;

const counts = { micro: 3, extraSmall: 0, small: 1, medium: 0, large: 5, extraLarge: 2 };
const loaded = { currentMonth: counts, previousMonth: counts, ytd: counts };

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const renderTab = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <VmUsageTab />
    </QueryClientProvider>,
  );
/** Renders, then waits for the counts (Micro's current month) in place of the skeleton. */
const renderLoaded = async () => {
  renderTab();
  await waitFor(() =>
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]?.textContent).toBe('3'),
  );
};

describe('VmUsageTab', () => {
  beforeEach(() => {
    http = spyOnHttp('get');
    serve(http.get, { [DATA_URL]: ok(loaded) });
  });
  restoreSpiesAfterEach();

  it('shows the title, subtitle and the six sizes with their configuration', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { name: 'VM Usage' })).toBeTruthy();
    expect(screen.getByText('Virtual machine usage statistics by size category')).toBeTruthy();
    expect(firstCells()).toEqual([
      'Micro',
      'Extra Small',
      'Small',
      'Medium',
      'Large',
      'Extra Large',
    ]);
    expect(screen.getByText('CPU: 12 Cores - RAM: 48 GB - Disk: 300 GB')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'VM Size',
      'Configuration',
      'Current Month',
      'Previous Month',
      'Year To Date',
    ]);
  });

  it('shows "-" for zero counts', async () => {
    await renderLoaded();
    const extraSmall = within(bodyRows()[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(extraSmall.slice(2)).toEqual(['-', '-', '-']);
    const micro = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(micro.slice(2)).toEqual(['3', '3', '3']);
  });

  it('filters size names case-insensitively as the user types', async () => {
    await renderLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search VM sizes...'), {
      target: { value: 'LARGE' },
    });
    expect(firstCells()).toEqual(['Large', 'Extra Large']);
  });

  it('says "No VM usage data available" when nothing matches', async () => {
    await renderLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search VM sizes...'), {
      target: { value: 'gigantic' },
    });
    expect(screen.getByText('No VM usage data available')).toBeTruthy();
  });

  it('reports a failed load with the prefix and a reload', async () => {
    serve(http.get, { [DATA_URL]: fail(504, 'timeout') });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching dashboard data: timeout',
    );
    expect(http.get).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    // The reload refetches: a second request for the same data.
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });
});
