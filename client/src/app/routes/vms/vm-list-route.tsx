import '@/styles/vms.css';
import { useNavigate } from 'react-router-dom';
import { PlusLg } from 'react-bootstrap-icons';
import { useCan } from '@/api/permissions/get-my-permissions';
import { VmList } from '@/features/vms';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { QuotaHint } from '@/features/quotas';
import { useVmJobRefresh } from './use-vm-job-refresh';

/** /virtualMachines: the virtual machine list. */
export function VmListRoute() {
  const navigate = useNavigate();
  useVmJobRefresh();
  const can = useCan()('vm.create');
  return (
    <PageFrame
      breadcrumbs={[{ label: 'Virtual Machines' }]}
      width="wide"
      actionNote={<QuotaHint quota="virtualMachines" />}
      primaryAction={{
        name: 'Create Virtual Machine',
        icon: PlusLg,
        disabled: !can.enabled,
        onClick: () => void navigate(paths.createVirtualMachine()),
      }}
    >
      <VmList />
    </PageFrame>
  );
}
