import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { NETWORK_MESSAGES } from '@contract/network-messages';
import { withPrefix } from '@/api/api-error';
import { jobQueryOptions } from '@/api/jobs/get-job';
import { useAvailableNetworks } from '@/api/networks/list-available-networks';
import type { useInterfaceActions } from '@/api/networks/vm-interface-actions';
import { AppModal } from '@/components/app-modal';
import { SelectDropdown } from '@/components/select-dropdown';
import { notify } from '@/lib/notify';
import { INTERFACE_TOASTS } from './interface-messages';

export const NO_AVAILABLE_NETWORKS =
  'No available networks found. Networks must be in the same region as the VM.';
export const AVAILABLE_NOTE =
  'Only networks in the same region and accessible to your team are shown';
export const ADDING_NOTE =
  'The network interface is being added. This can take up to 2 minutes; you can continue working meanwhile.';
const JOB_POLL_MS = 2000;

type Props = {
  vmId: number;
  show: boolean;
  add: ReturnType<typeof useInterfaceActions>['add'];
  onDone: () => void;
  onClose: () => void;
};

/** Chooses a network and attaches it; the attach job is followed until done or left to run. */
export function AddInterfaceModal({ vmId, show, add, onDone, onClose }: Props) {
  const networks = useAvailableNetworks(vmId, show);
  const [networkId, setNetworkId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const jobId = add.data?.jobId ?? null;
  const job = useQuery({
    ...jobQueryOptions(jobId ?? 0),
    enabled: show && jobId !== null,
    refetchInterval: (q) =>
      q.state.data?.isCompleted || q.state.data?.hasFailed ? false : JOB_POLL_MS,
  });
  const finished = job.data?.isCompleted;
  const failed = job.data?.hasFailed;
  const announce = useEffectEvent(() => {
    notify.success(INTERFACE_TOASTS.add.done);
    onDone();
  });
  useEffect(() => {
    if (finished) announce();
  }, [finished]);

  const close = () => {
    setNetworkId(null);
    setProblem(null);
    add.reset();
    onClose();
  };
  const submit = () => {
    if ((networks.data ?? []).length === 0) return setProblem(NETWORK_MESSAGES.noAvailableNetworks);
    if (networkId === null) return setProblem(NETWORK_MESSAGES.selectNetwork);
    setProblem(null);
    add.mutate(networkId);
  };
  const adding = add.isPending || (jobId !== null && !finished && !failed);
  const options = (networks.data ?? []).map((n) => ({
    value: n.id,
    label: `${n.name} (${n.cidrBlock ?? 'Custom'})`,
  }));
  const error = add.error
    ? withPrefix(INTERFACE_TOASTS.add.failed, add.error)
    : failed
      ? `${INTERFACE_TOASTS.add.failed}: ${job.data?.errorMessage ?? ''}`
      : problem;

  return (
    <AppModal
      show={show}
      onHide={close}
      preventClose={add.isPending}
      title="Add Network Interface"
      footer={
        adding ? (
          <button type="button" className="btn btn-primary" onClick={close}>
            Continue Working
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={submit} disabled={!!jobId}>
              Add Interface
            </button>
          </>
        )
      }
    >
      {adding ? (
        <div className="d-flex gap-3 align-items-center" role="status">
          <span className="spinner-border text-primary flex-shrink-0" aria-hidden="true" />
          <span>{ADDING_NOTE}</span>
        </div>
      ) : (
        <>
          <label htmlFor="add-interface-network" className="form-label">
            Network
          </label>
          {networks.isError && (
            <div className="text-danger small mb-2">
              {withPrefix('Error fetching available networks', networks.error)}
            </div>
          )}
          {networks.isSuccess && options.length === 0 ? (
            <p className="text-secondary mb-2">{NO_AVAILABLE_NETWORKS}</p>
          ) : (
            <SelectDropdown
              id="add-interface-network"
              options={options}
              value={networkId}
              onChange={(id) => {
                setNetworkId(id);
                setProblem(null);
              }}
              placeholder={networks.isPending ? 'Loading...' : undefined}
              disabled={networks.isPending || !!jobId}
            />
          )}
          <p className="form-text mb-0">{AVAILABLE_NOTE}</p>
        </>
      )}
      {error && (
        <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
          {error}
        </div>
      )}
    </AppModal>
  );
}
