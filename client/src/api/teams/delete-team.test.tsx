import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamRow } from '@contract/teams';
import { vmKeys } from '@/api/vms/vms-keys';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { useDeleteTeam } from './delete-team';
import { useTeamOptions } from './list-team-options';

let http: ReturnType<typeof spyOnHttp<'get' | 'delete'>>;

const FINANCE: TeamRow = { id: 1, name: 'Finance', parentTeamId: null, userCount: 2, vmCount: 1 };
const RESEARCH: TeamRow = { id: 2, name: 'Research', parentTeamId: null, userCount: 3, vmCount: 0 };
const ok = (data: unknown) => ({ status: 200, data: { message: 'OK', data } });
const teamList = (...rows: TeamRow[]) =>
  ok({ data: rows, unassignedUsers: 0, unassignedVMs: 0, totalPages: 1 });

/** The VM form's team dropdown (its options) next to a delete-team button, on one cache. */
function TeamOptionsWithDelete() {
  const options = useTeamOptions();
  const deletion = useDeleteTeam();
  return (
    <>
      <ul>
        {options.data?.map((team) => (
          <li key={team.id}>{team.name}</li>
        ))}
      </ul>
      <button onClick={() => deletion.mutate(FINANCE.id)}>Delete Finance</button>
      {deletion.isSuccess && <p>deleted</p>}
    </>
  );
}

function renderWithCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TeamOptionsWithDelete />
    </QueryClientProvider>,
  );
  return client;
}

describe('deleting a team', () => {
  beforeEach(() => {
    http = spyOnHttp('get', 'delete');
    http.get.mockResolvedValue(teamList(FINANCE, RESEARCH));
    http.delete.mockResolvedValue(ok({ teamId: FINANCE.id }));
  });
  restoreSpiesAfterEach();

  it("refreshes the VM form's team options, so the deleted team leaves the dropdown", async () => {
    renderWithCache();
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(http.get).toHaveBeenCalledTimes(1);

    http.get.mockResolvedValue(teamList(RESEARCH));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Finance' }));

    await screen.findByText('deleted');
    expect(http.delete).toHaveBeenCalledWith('/teams/delete', { data: { teamId: FINANCE.id } });
    await waitFor(() => expect(screen.queryByText('Finance')).toBeNull());
    expect(screen.getByText('Research')).toBeTruthy();
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(http.get.mock.calls[1]?.[0]).toBe('/teams/list');
  });

  it('drops cached VM details, since a VM of the deleted team loses its team', async () => {
    const client = renderWithCache();
    await screen.findByText('Finance');
    client.setQueryData(vmKeys.detail(12), { status: 'Running' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Finance' }));

    await screen.findByText('deleted');
    expect(client.getQueryState(vmKeys.detail(12))).toBeUndefined();
  });
});
