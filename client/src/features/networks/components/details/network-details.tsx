import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExclamationTriangle, PencilSquare, Trash } from 'react-bootstrap-icons';
import { useCan } from '@/api/permissions/get-my-permissions';
import { ApiError, withPrefix } from '@/api/api-error';
import { useDeleteNetwork } from '@/api/networks/delete-network';
import { useNetwork } from '@/api/networks/get-network';
import { useNetworkVms } from '@/api/networks/list-network-vms';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import {
  CONNECTED_NOTE,
  NETWORK_DELETE_DELAY_MS,
  NETWORK_DELETED,
  wait,
} from '@/features/networks/lib/network-delete';
import { NETWORK_NOT_FOUND } from '@/features/networks/lib/network-title';
import { ConnectedVmsCard } from './connected-vms-card';
import { NetworkInfoCard } from './network-info-card';
import { IpUsageCard } from './ip-usage-card';

type Props = { id: number; onEdit: () => void; onDeleted: () => void };

/** A network's information, address usage and connected VMs, with Edit and Delete. */
export function NetworkDetails({ id, onEdit, onDeleted }: Props) {
  const network = useNetwork(id);
  const vms = useNetworkVms(id);
  const remove = useDeleteNetwork();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const can = useCan();
  const mayEdit = can('network.change');
  const mayDelete = can('network.delete');

  if (network.error instanceof ApiError && network.error.status === 404) {
    return (
      <div className="card vm-card text-center p-5">
        <ExclamationTriangle className="text-warning mx-auto mb-3" size={40} aria-hidden="true" />
        <h2 className="h4">{NETWORK_NOT_FOUND}</h2>
        <p>
          <Link to={paths.networks()}>Back to Networks</Link>
        </p>
      </div>
    );
  }
  if (network.isError)
    return (
      <LoadError
        message={withPrefix('Error fetching networks', network.error)}
        onRetry={() => void network.refetch()}
      />
    );
  if (!network.data)
    return (
      <div className="vm-loading" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span>Loading network...</span>
      </div>
    );

  const n = network.data;
  const connected = (vms.data?.length ?? 0) > 0;
  const confirmDelete = async () => {
    setDeleting(true);
    await wait(NETWORK_DELETE_DELAY_MS);
    try {
      await remove.mutateAsync(id);
      notify.success(NETWORK_DELETED);
      onDeleted();
    } catch {
      setDeleting(false);
    }
  };
  return (
    <div className="vm-details">
      <div className="vm-actions-bar network-actions">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={onEdit}
          disabled={connected || !vms.isSuccess || !mayEdit.enabled}
          title={mayEdit.reason}
        >
          <PencilSquare className="me-2" aria-hidden="true" />
          Edit Network
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirming(true)}
          disabled={connected || !vms.isSuccess || !mayDelete.enabled}
          title={mayDelete.reason}
        >
          <Trash className="me-2" aria-hidden="true" />
          Delete
        </button>
        {connected && (
          <p className="small text-secondary mb-0 network-connected-note">{CONNECTED_NOTE}</p>
        )}
      </div>
      <NetworkInfoCard network={n} />
      {n.networkType === 'standard' && <IpUsageCard network={n} />}
      <ConnectedVmsCard query={vms} />
      <ConfirmDeleteModal
        show={confirming}
        title={`Delete Network ${n.name}?`}
        subject="the network"
        deleting={deleting}
        error={remove.error ? withPrefix('Error deleting network', remove.error) : null}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </div>
  );
}
