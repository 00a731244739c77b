import { Controller } from 'react-hook-form';
import { VM_MAX_COPIES } from '@contract/virtual-machines';
import { shownError } from '@/features/vms/lib/shown-error';
import { TeamSelect } from '../team-select';
import type { CreateVmFormState } from './use-create-vm-form';

export const PUBLIC_IP_ON =
  'Each VM gets a unique public IPv4 address, NAT-mapped to its private address.';
export const PUBLIC_IP_OFF =
  'Each VM gets a private address only; it can reach the internet outbound, but cannot be reached from it.';

/** How many, for whom, under what name, and whether they face the internet. */
export function DeploymentFields({ state }: { state: CreateVmFormState }) {
  const { register, control, formState, clearErrors, watch } = state.form;
  const { errors } = formState;
  const ready = state.cascade.providerId !== null;
  const publicIp = watch('allocatePublicIp');
  const copies = shownError(errors.numberOfInstances?.message, ready);
  const name = shownError(errors.name?.message, ready);
  return (
    <div className="vm-form-grid">
      <div className="vm-form-field">
        <label htmlFor="create-vm-copies" className="form-label">
          Number of copies
        </label>
        <input
          id="create-vm-copies"
          type="number"
          min={1}
          max={VM_MAX_COPIES}
          disabled={!ready}
          className={`form-control${copies.invalid ? ' is-invalid' : ''}`}
          aria-invalid={copies.invalid || undefined}
          {...register('numberOfInstances', {
            valueAsNumber: true,
            onChange: () => clearErrors('numberOfInstances'),
          })}
        />
        {copies.text && <div className="invalid-feedback d-block">{copies.text}</div>}
      </div>
      <div className="vm-form-field">
        <label htmlFor="create-vm-team" className="form-label">
          Team <span className="text-secondary fw-normal">(optional)</span>
        </label>
        <Controller
          control={control}
          name="teamId"
          render={({ field }) => (
            <TeamSelect
              id="create-vm-team"
              value={field.value}
              onChange={field.onChange}
              noneLabel="No team"
              disabled={!ready}
            />
          )}
        />
      </div>
      <div className="vm-form-field">
        <label htmlFor="create-vm-name" className="form-label">
          Name
        </label>
        <input
          id="create-vm-name"
          autoComplete="off"
          placeholder="e.g. web-01"
          disabled={!ready}
          className={`form-control${name.invalid ? ' is-invalid' : ''}`}
          aria-invalid={name.invalid || undefined}
          {...register('name', { onChange: () => clearErrors('name') })}
        />
        {name.text && <div className="invalid-feedback d-block">{name.text}</div>}
      </div>
      <div className="vm-form-field vm-public-ip-switch">
        <div className="form-check form-switch">
          <input
            id="create-vm-public-ip"
            type="checkbox"
            role="switch"
            className="form-check-input"
            disabled={!ready}
            {...register('allocatePublicIp')}
          />
          <label htmlFor="create-vm-public-ip" className="form-check-label">
            Allocate public IP
          </label>
        </div>
        <p className="form-text mb-0">{publicIp ? PUBLIC_IP_ON : PUBLIC_IP_OFF}</p>
      </div>
    </div>
  );
}
