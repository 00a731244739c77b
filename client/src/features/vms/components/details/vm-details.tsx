import { useQueryClient } from '@tanstack/react-query';
import { ApiError, withPrefix } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { useVmDetails } from '@/api/vms/get-vm-details';
import { vmKeys } from '@/api/vms/vms-keys';
import { VmDetailsView } from './vm-details-view';

/** Loads one VM (re-read every 5 s while it changes state) and shows it, or why it cannot. */
export function VmDetails({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const details = useVmDetails(id);
  const refresh = () => {
    void details.refetch();
    void queryClient.invalidateQueries({ queryKey: vmKeys.netAdaptersOf(id) });
  };
  // A VM that is gone (deleted elsewhere) must not linger as its last known state.
  const gone = details.error instanceof ApiError && details.error.status === 404;
  if (details.isError && (!details.data || gone)) {
    return (
      <LoadError
        message={withPrefix('Error fetching virtual machine details', details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!details.data) {
    return (
      <div className="vm-loading" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span>Loading virtual machine...</span>
      </div>
    );
  }
  return (
    <>
      {details.isError && (
        <LoadError
          message={withPrefix('Error fetching virtual machine details', details.error)}
          onRetry={() => void details.refetch()}
        />
      )}
      <VmDetailsView details={details.data} refreshing={details.isFetching} onRefresh={refresh} />
    </>
  );
}
