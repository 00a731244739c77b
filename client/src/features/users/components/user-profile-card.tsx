import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { editUserRequestSchema, type UserDetails } from '@contract/users';
import { withPrefix } from '@/api/api-error';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useEditUser } from '@/api/users/edit-user';
import { GuardedButton } from '@/components/guarded-button';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';

const schema = editUserRequestSchema.pick({ firstName: true, lastName: true });
type Names = { firstName: string; lastName: string };

/** Editable first and last name (anyone for themselves), read-only email and creation date. */
export function UserProfileCard({ user, isSelf }: { user: UserDetails; isSelf: boolean }) {
  const manage = useCan()('user.manage');
  const allowed = isSelf ? { enabled: true } : manage;
  const edit = useEditUser();
  const { register, handleSubmit, reset, formState, clearErrors } = useForm<Names>({
    resolver: zodResolver(schema),
    values: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isDirty } = formState;
  const onSubmit = handleSubmit((names) =>
    edit.mutate(
      { id: user.id, ...names },
      {
        onSuccess: () => {
          notify.success('User updated successfully');
          reset({ firstName: names.firstName.trim(), lastName: names.lastName.trim() });
        },
      },
    ),
  );
  const field = (name: keyof Names, label: string) => (
    <TextField
      id={`user-${name}`}
      label={label}
      className="col-md-6"
      error={errors[name]?.message}
      disabled={!allowed.enabled}
      maxLength={50}
      {...register(name, { onChange: () => clearErrors(name) })}
    />
  );
  return (
    <section className="card people-card" aria-labelledby="user-profile-title">
      <form className="card-body" onSubmit={onSubmit} noValidate>
        <h2
          id="user-profile-title"
          className="section-header-title d-flex align-items-center gap-2 mb-3"
        >
          User Details
          {user.status === 'invited' && <span className="badge text-bg-warning">Invited</span>}
        </h2>
        <div className="row g-3">
          {field('firstName', 'First Name')}
          {field('lastName', 'Last Name')}
          <TextField
            id="user-email"
            label="Email"
            className="col-md-6"
            value={user.email}
            readOnly
          />
          <TextField
            id="user-created"
            label="Created"
            className="col-md-6"
            value={formatDate(user.createdAt)}
            readOnly
          />
        </div>
        {edit.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {withPrefix('Error editing user', edit.error)}
          </div>
        )}
        <div className="d-flex justify-content-end mt-3">
          <GuardedButton
            state={isDirty ? allowed : { enabled: false, reason: allowed.reason }}
            className="btn btn-primary"
            busy={edit.isPending}
            onClick={() => void onSubmit()}
          >
            Save
          </GuardedButton>
        </div>
      </form>
    </section>
  );
}
