import '@/styles/vms.css';
import { Navigate, useParams } from 'react-router-dom';
import { useVmDetails } from '@/api/vms/get-vm-details';
import { parseVmId, VmDetails } from '@/features/vms';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { useVmJobRefresh } from './use-vm-job-refresh';

/** /virtualMachineDetails/:virtualMachineId; without a usable id, back to the list. */
export function VmDetailsRoute() {
  const id = parseVmId(useParams().virtualMachineId);
  useVmJobRefresh();
  if (id === null) return <Navigate to={paths.virtualMachines()} replace />;
  return <VmDetailsPage id={id} />;
}

function VmDetailsPage({ id }: { id: number }) {
  const name = useVmDetails(id).data?.virtualMachine.name;
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Virtual Machines', to: paths.virtualMachines() },
        { label: name ?? 'Virtual Machine' },
      ]}
      back={paths.virtualMachines()}
      width="wide"
    >
      <VmDetails id={id} />
    </PageFrame>
  );
}
