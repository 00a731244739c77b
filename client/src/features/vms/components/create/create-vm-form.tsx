import { Cpu } from 'react-bootstrap-icons';
import { DEFAULT_ERROR_MESSAGE } from '@/api/api-error';
import { CascadeFields } from './cascade-fields';
import { DeploymentFields } from './deployment-fields';
import { useCreateVmForm, type CreateVmFormProps } from './use-create-vm-form';

export const CREATE_VM_FAILED = 'Error creating virtual machine';

// The server's words when it gave some; the portal's own fixed text when it did not.
const failureText = (error: Error) =>
  error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : CREATE_VM_FAILED;

/** "Virtual Machine Configuration": the cascade, then copies, team, name, public IP. */
export function CreateVmForm({
  blockedBecause = null,
  ...props
}: CreateVmFormProps & {
  /** Why no VM can be created now (a trial's quota is full): said first, and submit is off. */
  blockedBecause?: string | null;
}) {
  const state = useCreateVmForm(props);
  const { submit, summary, create } = state;
  return (
    <form className="card vm-card" onSubmit={submit} noValidate aria-labelledby="create-vm-title">
      <div className="vm-card-header">
        <h2 id="create-vm-title" className="vm-card-title">
          <Cpu aria-hidden="true" /> Virtual Machine Configuration
        </h2>
      </div>
      <div className="vm-card-body">
        {blockedBecause && (
          <div className="alert alert-warning py-2 px-3 mb-3 small" role="status">
            {blockedBecause}. Delete one to create another.
          </div>
        )}
        <h3 className="vm-form-section">Location and machine</h3>
        <CascadeFields state={state} />
        <h3 className="vm-form-section">Deployment</h3>
        <DeploymentFields state={state} />
        {summary && (
          <div className="alert alert-warning py-2 px-3 mt-4 mb-0 small" role="alert">
            {summary}
          </div>
        )}
        <div className="vm-form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={create.isPending || blockedBecause !== null}
          >
            {create.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {create.isPending ? 'Creating...' : 'Create Virtual Machine'}
          </button>
        </div>
        {create.error && (
          <div className="vm-form-error" role="alert">
            {failureText(create.error)}
          </div>
        )}
      </div>
    </form>
  );
}
