import '@/styles/vms.css';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useVmDetails } from '@/api/vms/get-vm-details';
import { parseVmId, VmEdit } from '@/features/vms';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { useVmJobRefresh } from './use-vm-job-refresh';

/** /virtualMachineDetails/:virtualMachineId/edit. */
export function VmEditRoute() {
  const id = parseVmId(useParams().virtualMachineId);
  useVmJobRefresh();
  if (id === null) return <Navigate to={paths.virtualMachines()} replace />;
  return <VmEditPage id={id} />;
}

function VmEditPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const name = useVmDetails(id).data?.virtualMachine.name;
  // "Back" is where the user came from; opened directly, that is the VM's details.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.virtualMachineDetails(id), { replace: true });
  };
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Virtual Machines', to: paths.virtualMachines() },
        { label: name ?? 'Virtual Machine', to: paths.virtualMachineDetails(id) },
        { label: 'Edit' },
      ]}
      title={name ? `Edit ${name}` : 'Edit Virtual Machine'}
      back={back}
    >
      <VmEdit id={id} onBack={back} />
    </PageFrame>
  );
}
