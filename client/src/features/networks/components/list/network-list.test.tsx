import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serve } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { NetworkList } from './network-list';

let http: ReturnType<typeof spyOnHttp<'get'>>;

const row = (id: number, name: string) => ({
  id,
  name,
  cidrBlock: '10.0.0.0/22',
  networkType: 'standard',
  region: 'Sydney',
  connectedVms: 0,
});
const regions = ok([{ id: 7, countryRegion: 'Australia - Sydney' }]);
const pagesAsked = () =>
  http.get.mock.calls
    .filter(([url]) => url === '/networks/list')
    .map(([, config]) => (config as { params: { page: number } }).params.page);

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NetworkList onOpen={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('NetworkList', () => {
  beforeEach(() => {
    http = spyOnHttp('get');
  });
  restoreSpiesAfterEach();

  it('stays on page 1 when the answer counts no pages at all', async () => {
    serve(http.get, {
      '/networks/list': ok({ data: [], totalPages: 0 }),
      '/virtualMachines/listCombinedRegions': regions,
    });
    renderList();
    expect(await screen.findByText('No networks found')).toBeTruthy();
    // Lets a wrong step back happen: React's pending work and the query it would start.
    await act(async () => {});
    expect(pagesAsked()).toEqual([1]);
  });

  it('steps back to the last page when the one asked for no longer exists', async () => {
    let total = 3;
    serve(http.get, {
      '/networks/list': (config) =>
        ok({ data: config?.params?.page === 3 ? [] : [row(1, 'core')], totalPages: total }),
      '/virtualMachines/listCombinedRegions': regions,
    });
    renderList();
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    // Someone else deleted the networks of page 3 meanwhile.
    total = 2;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(pagesAsked()).toEqual([1, 2, 3, 2]);
  });
});
