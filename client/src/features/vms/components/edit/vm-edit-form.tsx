import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Sliders } from 'react-bootstrap-icons';
import { editVmRequestSchema } from '@contract/virtual-machines';
import { notify } from '@/lib/notify';
import { useEditVm } from '@/api/vms/edit-vm';
import { editChanges, NO_TEAM_ID } from '@/features/vms/lib/edit-changes';
import { TeamSelect } from '../team-select';
import { VmCard } from '../vm-card';

// The server's own name rule; required here because the field is always shown.
const nameRule = editVmRequestSchema.shape.name.unwrap();
const editFormSchema = z.object({ name: nameRule, teamId: z.number().int().min(0) });
type EditForm = { name: string; teamId: number };

type Props = {
  vm: { id: number; name: string; teamId: number | null };
  onCancel: () => void;
};

/** "VM Configuration": rename and reassign; Save only once something changed. */
export function VmEditForm({ vm, onCancel }: Props) {
  const edit = useEditVm(vm.id);
  const { register, control, handleSubmit, reset, clearErrors, formState } = useForm<EditForm>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { name: vm.name, teamId: vm.teamId ?? NO_TEAM_ID },
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((values) => {
    const changes = editChanges(vm, values);
    if (!changes) return void notify.error('No changes made');
    edit.mutate(changes, {
      onSuccess: () => {
        notify.success('VM updated successfully');
        // What was saved becomes the new baseline, so Save is off again.
        reset({ name: values.name.trim(), teamId: values.teamId });
      },
      onError: () => notify.error('Failed to update VM'),
    });
  });

  return (
    <VmCard icon={Sliders} title="VM Configuration">
      <form className="vm-card-body" onSubmit={onSubmit} noValidate>
        <div className="row g-3">
          <div className="col-md-6">
            <label htmlFor="vm-edit-name" className="form-label">
              VM Name
            </label>
            <input
              id="vm-edit-name"
              className={`form-control${errors.name ? ' is-invalid' : ''}`}
              aria-describedby="vm-edit-name-error"
              {...register('name', { onChange: () => clearErrors('name') })}
            />
            {errors.name && (
              <div id="vm-edit-name-error" className="invalid-feedback d-block">
                {errors.name.message}
              </div>
            )}
          </div>
          <div className="col-md-6">
            <label htmlFor="vm-edit-team" className="form-label">
              Team Assignment
            </label>
            <Controller
              control={control}
              name="teamId"
              render={({ field }) => (
                <TeamSelect
                  id="vm-edit-team"
                  value={field.value}
                  onChange={field.onChange}
                  noneLabel="Select a team"
                />
              )}
            />
          </div>
        </div>
        <div className="vm-form-actions">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!isDirty || edit.isPending}>
            {edit.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            Save Changes
          </button>
        </div>
      </form>
    </VmCard>
  );
}
