import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { VmList } from './vm-list';

let http: ReturnType<typeof spyOnHttp<'get'>>;

const row = (id: number, name: string, status = 'Running') => ({
  id,
  name,
  status,
  configuration: 'Small',
  cpu: 6,
  ram: 10,
  createdAt: new Date('2026-03-05T14:15:00Z'),
});
const page = (rows: unknown[], totalPages = 3) => ok({ data: rows, totalPages });
const lastParams = () => http.get.mock.calls.at(-1)?.[1]?.params;

describe('VmList', () => {
  beforeEach(() => {
    http = spyOnHttp('get');
    serve(http.get, {
      '/virtualMachines/list': page([row(1, 'web-01'), row(2, 'db-01', 'Stopped')]),
    });
  });
  restoreSpiesAfterEach();

  it('asks for page 1 of 10, newest first, and shows the columns', async () => {
    renderAt('/virtualMachines', <VmList />);
    expect(await screen.findByText('web-01')).toBeTruthy();
    expect(lastParams()).toEqual({
      page: 1,
      rowsPerPage: 10,
      search: '',
      sortColumn: 'createdAt',
      sortDescending: true,
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['NAME', 'STATUS', 'SIZE', 'CORES', 'RAM (GB)', 'CREATED', 'Details']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('Stopped').className).toContain('vm-status-danger');
  });

  it('flips the direction when the sorted column is clicked again', async () => {
    renderAt('/virtualMachines', <VmList />);
    await screen.findByText('web-01');
    fireEvent.click(screen.getByRole('button', { name: /NAME/ }));
    await waitFor(() =>
      expect(lastParams()).toMatchObject({ sortColumn: 'name', sortDescending: false }),
    );
    fireEvent.click(screen.getByRole('button', { name: /NAME/ }));
    await waitFor(() =>
      expect(lastParams()).toMatchObject({ sortColumn: 'name', sortDescending: true }),
    );
    expect(screen.getByRole('columnheader', { name: /NAME/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('searches after 200 ms, starting again on page 1', async () => {
    renderAt('/virtualMachines', <VmList />);
    await screen.findByText('web-01');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByPlaceholderText('Search virtual machines...'), {
      target: { value: 'db' },
    });
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 1, search: 'db' }));
  });

  it('opens a VM from its Details button', async () => {
    renderAt('/virtualMachines', <VmList />);
    const cells = (await screen.findByText('db-01')).closest('tr')!;
    fireEvent.click(within(cells).getByRole('button', { name: 'Details' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/virtualMachineDetails/2');
  });

  it('says when there is nothing, and reports failures with a reload', async () => {
    serve(http.get, { '/virtualMachines/list': page([], 0) });
    const { unmount } = renderAt('/virtualMachines', <VmList />);
    expect(await screen.findByText('No virtual machines found')).toBeTruthy();
    unmount();
    serve(http.get, { '/virtualMachines/list': fail(500, 'database down') });
    renderAt('/virtualMachines', <VmList />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching virtual machines: database down',
    );
    expect(screen.getByRole('button', { name: /Reload/ })).toBeTruthy();
  });
});
