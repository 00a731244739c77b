import '@/styles/vms.css';
import '@/styles/networks.css';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useNetwork } from '@/api/networks/get-network';
import { NetworkDetails, networkTitle } from '@/features/networks';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { parseNetworkId, useNetworkJobRefresh } from './use-network-job-refresh';

/** /networks/:networkId; without a usable id, back to the list. */
export function NetworkDetailsRoute() {
  const id = parseNetworkId(useParams().networkId);
  useNetworkJobRefresh();
  if (id === null) return <Navigate to={paths.networks()} replace />;
  return <NetworkDetailsPage id={id} />;
}

function NetworkDetailsPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const network = useNetwork(id);
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Networks', to: paths.networks() },
        { label: networkTitle(network.data?.name, network.error) },
      ]}
      back={paths.networks()}
      width="wide"
    >
      <NetworkDetails
        id={id}
        onEdit={() => void navigate(paths.networkEdit(id))}
        onDeleted={() => void navigate(paths.networks())}
      />
    </PageFrame>
  );
}
