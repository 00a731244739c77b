import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { DashboardTeams } from './dashboard-teams';

let http: ReturnType<typeof spyOnHttp<'get' | 'delete'>>;

const ok = (data: unknown) => ({ status: 200, data: { message: 'OK', data } });
const page = (names: string[], totalPages = 1) =>
  ok({
    data: names.map((name, i) => ({
      id: i + 1,
      name,
      parentTeamId: null,
      userCount: i + 2,
      vmCount: i,
    })),
    unassignedUsers: 4,
    unassignedVMs: 9,
    totalPages,
  });

function renderTeams() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardTeams />} />
          <Route path="/team" element={<p>team screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The tab also asks for the user's permissions (which delete buttons to offer): the list's calls.
const listCalls = () => http.get.mock.calls.filter((call) => call[0] === '/teams/list');
const lastParams = () => listCalls().at(-1)?.[1]?.params;

describe('Dashboard Teams tab', () => {
  beforeEach(() => {
    http = spyOnHttp('get', 'delete');
    http.get.mockResolvedValue(page(['Finance', 'Research'], 3));
    // Like a bare mock: a delete no test set up answers nothing, and never reaches the network.
    http.delete.mockReturnValue(undefined);
  });
  restoreSpiesAfterEach();

  it('waits 200 ms after mount, then asks for page 1 of size 10', async () => {
    renderTeams();
    expect(listCalls()).toHaveLength(0);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(lastParams()).toEqual({ page: 1, size: 10, search: '' });
  });

  it('puts the highlighted Unassigned row first, then the teams, with paging', async () => {
    renderTeams();
    await screen.findByText('Finance');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Unassigned', '4', '9', '']);
    expect(rows[0]!.tabIndex).toBe(-1);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('goes back to page 1 when the search changes', async () => {
    renderTeams();
    await screen.findByText('Finance');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByPlaceholderText('Search teams...'), { target: { value: 'fin' } });
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, size: 10, search: 'fin' }));
  });

  it('opens a team on click and on Enter', async () => {
    renderTeams();
    fireEvent.keyDown((await screen.findByText('Research')).closest('tr')!, { key: 'Enter' });
    expect(await screen.findByText('team screen')).toBeTruthy();
  });

  it('reports a failed list, clears it, and reloads on request', async () => {
    http.get.mockResolvedValue({ status: 500, data: { message: 'database down', data: null } });
    renderTeams();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching teams: database down',
    );
    expect(screen.getByText('No teams found')).toBeTruthy();
    http.get.mockResolvedValue(page(['Finance']));
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    expect(await screen.findByText('Finance')).toBeTruthy();
  });

  it('asks before deleting, without opening the team, then deletes and refetches', async () => {
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team Finance' }));
    expect(screen.queryByText('team screen')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You are going to delete the team completely.')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be reversed.')).toBeTruthy();

    let finish: (value: unknown) => void = () => undefined;
    http.delete.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleting = await within(dialog).findByRole('button', { name: /Deleting\.\.\./ });
    expect((deleting as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(
      true,
    );
    expect(http.delete).toHaveBeenCalledWith('/teams/delete', { data: { teamId: 1 } });

    const callsBefore = listCalls().length;
    http.get.mockResolvedValue(page(['Research']));
    finish(ok(null));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listCalls().length).toBeGreaterThan(callsBefore);
    expect(screen.queryByText('Finance')).toBeNull();
  });

  it('shows a failed delete inside the dialog', async () => {
    http.delete.mockResolvedValue({ status: 403, data: { message: 'Not allowed', data: null } });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team Research' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error deleting team: Not allowed',
    );
  });

  it('offers Delete only on the teams the user may manage, with the reason on the others', async () => {
    http.get.mockImplementation(async (url: string) =>
      url === '/permissions/mine'
        ? ok({
            grants: [
              { teamId: 1, permissions: ['team.manage'] },
              { teamId: 2, permissions: [] },
            ],
          })
        : page(['Finance', 'Research']),
    );
    renderTeams();
    const research = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Delete team Research',
    });
    await waitFor(() => expect(research.disabled).toBe(true));
    expect(research.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('You do not have the "Manage teams, members and roles" permission'),
    ).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Delete team Finance' }).disabled,
    ).toBe(false);
  });
});
