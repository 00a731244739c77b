import { useState } from 'react';
import { ExclamationCircle } from 'react-bootstrap-icons';
import { NETWORK_MESSAGES as M } from '@contract/network-messages';
import type { NetworkDetail } from '@contract/networks';
import type { JobProgress } from '@contract/jobs';
import { NETWORK_SUCCESS_MESSAGES } from '@contract/network-messages';
import { useCreateNetwork } from '@/api/networks/create-network';
import { useUpdateNetwork } from '@/api/networks/update-network';
import { notify } from '@/lib/notify';
import { createRequestOf, updateRequestOf } from '@/features/networks/lib/network-form-schema';
import { AddressingCard } from './addressing-card';
import { ConfigurationCard } from './configuration-card';
import { TypeCard } from './type-card';
import { useNetworkForm } from './use-network-form';

type Props = {
  /** The network being edited; null on the create screen. */
  existing: NetworkDetail | null;
  onCreated: (job: JobProgress) => void;
  onUpdated: (id: number) => void;
  onCancel: () => void;
};

/** Network create and edit: one form, edit when a network is given. */
export function NetworkForm({ existing, onCreated, onUpdated, onCancel }: Props) {
  const state = useNetworkForm(existing);
  const create = useCreateNetwork();
  const update = useUpdateNetwork(existing?.id ?? 0);
  const mutation = existing ? update : create;
  const [incomplete, setIncomplete] = useState(false);

  const submit = state.form.handleSubmit(
    async (values) => {
      setIncomplete(false);
      try {
        if (existing) {
          await update.mutateAsync(updateRequestOf(values));
          notify.success(NETWORK_SUCCESS_MESSAGES.update);
          onUpdated(existing.id);
        } else {
          onCreated(await create.mutateAsync(createRequestOf(values)));
        }
      } catch {
        // Shown under the button from the mutation's error.
      }
    },
    () => setIncomplete(true),
  );

  return (
    <form className="network-form" noValidate onSubmit={(e) => void submit(e)}>
      <ConfigurationCard state={state} />
      <TypeCard state={state} />
      <AddressingCard state={state} />
      <div className="network-form-footer">
        {(incomplete || mutation.error) && (
          <div
            className="alert alert-danger d-flex align-items-center gap-2 py-2 mb-0"
            role="alert"
          >
            <ExclamationCircle aria-hidden="true" />
            {mutation.error ? state.serverError(mutation.error) : M.fillRequired}
          </div>
        )}
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {existing ? 'Update Network' : 'Create Network'}
          </button>
        </div>
      </div>
    </form>
  );
}
