import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Envelope } from 'react-bootstrap-icons';
import { createUserRequestSchema, USER_MESSAGES } from '@contract/users';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useRoles } from '@/api/roles/list-roles';
import { useCreateUser } from '@/api/users/create-user';
import { AppModal } from '@/components/app-modal';
import { GuardedButton } from '@/components/guarded-button';
import { RoleSelect } from '@/components/role-select';
import { TextField } from '@/components/text-field';
import { notify } from '@/lib/notify';
import { TeamPicker, type PickedTeam } from './team-picker';

const schema = z.object({
  email: createUserRequestSchema.shape.email,
  roleId: z.number().int().positive(USER_MESSAGES.roleRequired),
  teams: z.array(z.object({ id: z.number(), name: z.string() })),
});
type Form = { email: string; roleId: number; teams: PickedTeam[] };

/** Invite a user: email, teams, role; a confirmation, then the invitation goes out. */
export function CreateUserForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const roles = useRoles();
  const can = useCan()('user.manage');
  const create = useCreateUser();
  const [confirming, setConfirming] = useState<Form | null>(null);
  const { register, control, handleSubmit, formState, clearErrors } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', roleId: 0, teams: [] },
  });
  const { errors } = formState;
  const roleId = useWatch({ control, name: 'roleId' });
  const role = roles.data?.find((r) => r.id === roleId);
  const ask = handleSubmit((values) => {
    create.reset();
    setConfirming(values);
  });
  const send = (values: Form) =>
    create.mutate(
      { email: values.email, roleId: values.roleId, teamIds: values.teams.map((t) => t.id) },
      {
        onSuccess: (message) => {
          notify.success(message);
          setConfirming(null);
          onDone();
        },
      },
    );

  return (
    <section className="card people-card" aria-labelledby="create-user-title">
      <form className="card-body" onSubmit={ask} noValidate>
        <h2 id="create-user-title" className="h6 d-flex align-items-center gap-2 mb-3">
          <Envelope aria-hidden="true" /> Invite a User
        </h2>
        <div className="row g-3">
          <TextField
            id="new-user-email"
            label="Email Address"
            className="col-12"
            type="email"
            autoFocus
            error={errors.email?.message}
            maxLength={254}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          <div className="col-md-6">
            <span className="form-label d-block" id="new-user-teams">
              Teams (Optional)
            </span>
            <Controller
              control={control}
              name="teams"
              render={({ field }) => <TeamPicker value={field.value} onChange={field.onChange} />}
            />
          </div>
          <div className="col-md-6">
            <label htmlFor="new-user-role" className="form-label">
              User Role
            </label>
            <Controller
              control={control}
              name="roleId"
              render={({ field }) => (
                <RoleSelect
                  id="new-user-role"
                  roles={roles.data}
                  withAdmin
                  field
                  label="User Role"
                  value={field.value}
                  onChange={(v) => {
                    clearErrors('roleId');
                    field.onChange(v);
                  }}
                />
              )}
            />
            {errors.roleId && (
              <div className="invalid-feedback d-block">{errors.roleId.message}</div>
            )}
            {role && <p className="form-text">{role.info}</p>}
          </div>
        </div>
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <GuardedButton state={can} className="btn btn-primary" onClick={() => void ask()}>
            Send Invite Email
          </GuardedButton>
        </div>
      </form>
      <AppModal
        show={confirming !== null}
        onHide={() => setConfirming(null)}
        preventClose={create.isPending}
        title="Send Invitation?"
        loading={create.isPending ? 'Sending...' : false}
        footer={
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={create.isPending}
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={create.isPending}
              onClick={() => confirming && send(confirming)}
            >
              Send
            </button>
          </>
        }
      >
        <p className="mb-1">
          An invitation to activate an account will be emailed to{' '}
          <strong>{confirming?.email}</strong>
          {confirming?.teams.length
            ? `, joining ${confirming.teams.map((t) => t.name).join(', ')}`
            : ''}{' '}
          as {roles.data?.find((r) => r.id === confirming?.roleId)?.name}.
        </p>
        {create.isError && (
          <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
            {create.error.message || 'Error creating users'}
          </div>
        )}
      </AppModal>
    </section>
  );
}
