import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { teamNameField } from '@contract/teams';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useCreateTeam } from '@/api/teams/create-team';
import { useTeamOptions } from '@/api/teams/list-team-options';
import { GuardedButton } from '@/components/guarded-button';
import { SelectDropdown } from '@/components/select-dropdown';
import { TextField } from '@/components/text-field';

const schema = z.object({ name: teamNameField, parentTeamId: z.number().int().min(0) });
type Form = { name: string; parentTeamId: number };
const NO_PARENT = 0;

/** Create mode: the team's name and, optionally, the team it sits under. */
export function TeamNameForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const create = useCreateTeam();
  const teams = useTeamOptions();
  const can = useCan();
  const { register, control, handleSubmit, formState, clearErrors } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', parentTeamId: NO_PARENT },
  });
  const parentTeamId = useWatch({ control, name: 'parentTeamId' });
  const allowed = can('team.manage', parentTeamId || null);
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, { onSuccess: (teamId) => onCreated(teamId) }),
  );
  const error = formState.errors.name?.message;
  return (
    <section className="card people-card" aria-labelledby="team-create-title">
      <form className="card-body" onSubmit={onSubmit} noValidate>
        <h2 id="team-create-title" className="h6 mb-3">
          Team Details
        </h2>
        <div className="row g-3">
          <TextField
            id="new-team-name"
            label="Team Name"
            className="col-md-6"
            error={error}
            maxLength={100}
            autoFocus
            {...register('name', { onChange: () => clearErrors('name') })}
          />
          <div className="col-md-6">
            <label htmlFor="new-team-parent" className="form-label">
              Parent Team (Optional)
            </label>
            <Controller
              control={control}
              name="parentTeamId"
              render={({ field }) => (
                <SelectDropdown
                  id="new-team-parent"
                  searchable
                  searchPlaceholder="Search teams..."
                  options={[
                    { value: NO_PARENT, label: 'No parent team' },
                    ...(teams.data ?? []).map((t) => ({ value: t.id, label: t.name })),
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
        </div>
        {create.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {create.error.message || 'Error creating team'}
          </div>
        )}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <GuardedButton
            state={allowed}
            className="btn btn-primary"
            busy={create.isPending}
            onClick={() => void onSubmit()}
          >
            Create Team
          </GuardedButton>
        </div>
      </form>
    </section>
  );
}
