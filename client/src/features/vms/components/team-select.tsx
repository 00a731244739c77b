import { withPrefix } from '@/api/api-error';
import { SelectDropdown } from '@/components/select-dropdown';
import { useTeamOptions } from '@/api/teams/list-team-options';
import { NO_TEAM_ID } from '../lib/edit-changes';

type Props = {
  id: string;
  value: number;
  onChange: (teamId: number) => void;
  /** The first option, id 0: no team. */
  noneLabel: string;
  disabled?: boolean;
};

/** A filterable team dropdown whose first option means "no team" (id 0). */
export function TeamSelect({ id, value, onChange, noneLabel, disabled }: Props) {
  const teams = useTeamOptions();
  const options = [
    { value: NO_TEAM_ID, label: noneLabel },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];
  return (
    <>
      <SelectDropdown
        id={id}
        options={options}
        value={value}
        onChange={onChange}
        searchable
        searchPlaceholder="Search teams..."
        placeholder={teams.isPending ? 'Loading...' : noneLabel}
        disabled={disabled || teams.isPending}
      />
      {teams.isError && (
        <div className="invalid-feedback d-block">
          {withPrefix('Error fetching teams', teams.error)}
        </div>
      )}
    </>
  );
}
