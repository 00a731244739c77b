import type { TeamListResponse, TeamRow } from '@contract/teams';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { SectionHeader } from '@/components/section-header';
import { TeamsTable } from './teams-table';

export type TeamsTabProps = {
  /** Undefined while the first page loads, and after a failure (the lists are cleared). */
  list: TeamListResponse | undefined;
  loading: boolean;
  fetching: boolean;
  /** Already formatted: "Error fetching teams: {message}". */
  error: string | null;
  onReload: () => void;
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onOpenTeam: (team: TeamRow) => void;
  onDeleteTeam: (team: TeamRow) => void;
};

/** Teams tab of the dashboard; its hook supplies the data and the actions. */
export function TeamsTab(props: TeamsTabProps) {
  const { list, loading, fetching, error, onReload, page, onPageChange, search, onSearchChange } =
    props;
  return (
    <section className="card table-card" aria-labelledby="teams-title">
      <SectionHeader
        title="Teams"
        subtitle="Manage teams and their resource allocations"
        titleId="teams-title"
      >
        <SearchInput value={search} onChange={onSearchChange} placeholder="Search teams..." />
        <RefreshButton loading={fetching} onClick={onReload} />
      </SectionHeader>
      {error && (
        <div className="px-3 px-md-4">
          <LoadError message={error} onRetry={onReload} />
        </div>
      )}
      <PagedTable
        page={page}
        totalPages={list?.totalPages ?? 1}
        onPageChange={onPageChange}
        disabled={fetching}
      >
        <TeamsTable
          teams={list?.data ?? []}
          unassignedUsers={list?.unassignedUsers ?? 0}
          unassignedVMs={list?.unassignedVMs ?? 0}
          loading={loading}
          onOpenTeam={props.onOpenTeam}
          onDeleteTeam={props.onDeleteTeam}
        />
      </PagedTable>
    </section>
  );
}
