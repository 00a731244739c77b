import '@/styles/vms.css';
import { useNavigate } from 'react-router-dom';
import { PlusLg } from 'react-bootstrap-icons';
import { useCan } from '@/api/permissions/get-my-permissions';
import { NetworkList } from '@/features/networks';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { QuotaHint } from '@/features/quotas';
import { useNetworkJobRefresh } from './use-network-job-refresh';

/** /networks: the network list. */
export function NetworkListRoute() {
  const navigate = useNavigate();
  useNetworkJobRefresh();
  const can = useCan()('network.create');
  return (
    <PageFrame
      breadcrumbs={[{ label: 'Networks' }]}
      width="wide"
      actionNote={<QuotaHint quota="networks" />}
      primaryAction={{
        name: 'Create Network',
        icon: PlusLg,
        disabled: !can.enabled,
        onClick: () => void navigate(paths.createNetwork()),
      }}
    >
      <NetworkList onOpen={(n) => void navigate(paths.networkDetails(n.id))} />
    </PageFrame>
  );
}
