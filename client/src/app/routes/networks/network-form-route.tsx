import '@/styles/vms.css';
import '@/styles/networks.css';
import { useNavigate, useParams } from 'react-router-dom';
import { withPrefix } from '@/api/api-error';
import { useNetwork } from '@/api/networks/get-network';
import { LoadError } from '@/components/load-error';
import { jobTracker } from '@/features/jobs';
import { editNetworkTitle, NetworkForm, networkTitle } from '@/features/networks';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { PermissionRequired } from '../permission-required';
import { parseNetworkId } from './use-network-job-refresh';

/**
 * /createNetwork and /networks/:networkId/edit: one screen. A create's job goes to the job
 * tracker (which opens by itself) and the user to the list; an update back to the details.
 */
export function NetworkFormRoute() {
  const navigate = useNavigate();
  const id = parseNetworkId(useParams().networkId);
  const existing = useNetwork(id);
  const form = (
    <NetworkForm
      key={id ?? 'new'}
      existing={existing.data ?? null}
      onCreated={(job) => {
        jobTracker.track(job);
        void navigate(paths.networks());
      }}
      onUpdated={(updated) => void navigate(paths.networkDetails(updated))}
      onCancel={() => void navigate(id ? paths.networkDetails(id) : paths.networks())}
    />
  );
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Networks', to: paths.networks() },
        ...(id
          ? [
              {
                label: networkTitle(existing.data?.name, existing.error),
                to: paths.networkDetails(id),
              },
              { label: 'Edit' },
            ]
          : [{ label: 'Create Network' }]),
      ]}
      title={id ? editNetworkTitle(existing.data?.name, existing.error) : undefined}
      back={id ? paths.networkDetails(id) : paths.networks()}
    >
      {id && existing.isError && (
        <LoadError
          message={withPrefix('Error fetching networks', existing.error)}
          onRetry={() => void existing.refetch()}
        />
      )}
      {id && existing.isPending && (
        <div className="vm-loading" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>Loading network...</span>
        </div>
      )}
      {!id && (
        <PermissionRequired
          permission="network.create"
          back={{ to: paths.networks(), label: 'Networks' }}
        >
          {form}
        </PermissionRequired>
      )}
      {id && existing.data && form}
    </PageFrame>
  );
}
