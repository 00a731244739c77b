import { useState } from 'react';
import { XLg } from 'react-bootstrap-icons';
import { useTeams } from '@/api/teams/list-teams';
import { Checkbox } from '@/components/checkbox';
import { SearchInput } from '@/components/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type PickedTeam = { id: number; name: string };
const FIRST_PAGE = { page: 1, size: 10 };

/** Teams (Optional): filterable, the first 10 matches at a time; the chosen ones as chips. */
export function TeamPicker({
  value,
  onChange,
}: {
  value: PickedTeam[];
  onChange: (teams: PickedTeam[]) => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const teams = useTeams({ ...FIRST_PAGE, search: settled });
  const isPicked = (id: number) => value.some((t) => t.id === id);
  const toggle = (team: PickedTeam, on: boolean) =>
    onChange(on ? [...value, team] : value.filter((t) => t.id !== team.id));

  return (
    <div className="team-picker border rounded p-2">
      {value.length > 0 && (
        <div className="d-flex flex-wrap gap-1 mb-2" aria-label="Chosen teams">
          {value.map((t) => (
            <span
              key={t.id}
              className="badge text-bg-primary d-inline-flex align-items-center gap-1"
            >
              {t.name}
              <button
                type="button"
                className="btn btn-link p-0 text-white lh-1"
                aria-label={`Remove ${t.name}`}
                onClick={() => toggle(t, false)}
              >
                <XLg aria-hidden="true" />
              </button>
            </span>
          ))}
        </div>
      )}
      <SearchInput value={search} onChange={setSearch} placeholder="Search teams..." />
      <div className="team-picker-list mt-2">
        {teams.isError && <div className="text-danger small">Error fetching teams</div>}
        {teams.data?.data.length === 0 && (
          <div className="text-secondary small">No teams found</div>
        )}
        {teams.data?.data.map((t) => (
          <Checkbox
            key={t.id}
            label={t.name}
            checked={isPicked(t.id)}
            onChange={(on) => toggle({ id: t.id, name: t.name }, on)}
          />
        ))}
      </div>
    </div>
  );
}
