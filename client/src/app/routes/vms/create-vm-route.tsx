import '@/styles/vms.css';
import { useSearchParams } from 'react-router-dom';
import { jobTracker } from '@/features/jobs';
import { useQuotaReached } from '@/features/quotas';
import { CreateVmForm } from '@/features/vms';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { PermissionRequired } from '../permission-required';

/** /createVirtualMachine: the create job goes to the job tracker, which opens by itself. */
export function CreateVmRoute() {
  const [query] = useSearchParams();
  // A finished datacenter setup links here with ?datacenterId=: start from that datacenter.
  const datacenterId = Number(query.get('datacenterId'));
  const quotaFull = useQuotaReached('virtualMachines');
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Virtual Machines', to: paths.virtualMachines() },
        { label: 'Create Virtual Machine' },
      ]}
      back={paths.virtualMachines()}
    >
      <PermissionRequired
        permission="vm.create"
        back={{ to: paths.virtualMachines(), label: 'Virtual Machines' }}
      >
        <CreateVmForm
          blockedBecause={quotaFull}
          onCreated={(job) => jobTracker.track(job)}
          onDatacenterInitializing={(jobId) => void jobTracker.open(jobId)}
          datacenterId={
            Number.isSafeInteger(datacenterId) && datacenterId > 0 ? datacenterId : null
          }
        />
      </PermissionRequired>
    </PageFrame>
  );
}
