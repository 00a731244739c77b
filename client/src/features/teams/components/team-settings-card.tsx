import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Gear } from 'react-bootstrap-icons';
import { teamNameField } from '@contract/teams';
import { withPrefix } from '@/api/api-error';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useUpdateTeam } from '@/api/teams/update-team';
import { GuardedButton } from '@/components/guarded-button';
import { TextField } from '@/components/text-field';
import { notify } from '@/lib/notify';

const schema = z.object({ name: teamNameField });

/** "Team Settings": the team's name, saved in place. */
export function TeamSettingsCard({ teamId, name }: { teamId: number; name: string }) {
  const can = useCan()('team.manage', teamId);
  const update = useUpdateTeam();
  const { register, handleSubmit, reset, formState, clearErrors } = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    values: { name },
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { teamId, name: values.name },
      {
        onSuccess: () => {
          notify.success('Team updated successfully');
          reset({ name: values.name.trim() });
        },
      },
    ),
  );
  const error = formState.errors.name?.message;
  return (
    <section className="card people-card" aria-labelledby="team-settings-title">
      <div className="card-body">
        <h2 id="team-settings-title" className="h6 d-flex align-items-center gap-2 mb-3">
          <Gear aria-hidden="true" /> Team Settings
        </h2>
        <form onSubmit={onSubmit} noValidate className="d-flex flex-wrap gap-2 align-items-start">
          <div className="flex-grow-1 people-field">
            <TextField
              id="team-name"
              label="Team Name"
              error={error}
              disabled={!can.enabled}
              maxLength={100}
              {...register('name', { onChange: () => clearErrors('name') })}
            />
            {update.isError && (
              <div className="text-danger small mt-1" role="alert">
                {withPrefix('Error updating team', update.error)}
              </div>
            )}
          </div>
          <GuardedButton
            state={formState.isDirty ? can : { enabled: false, reason: can.reason }}
            className="btn btn-primary people-save"
            busy={update.isPending}
            onClick={() => void onSubmit()}
          >
            Save
          </GuardedButton>
        </form>
      </div>
    </section>
  );
}
