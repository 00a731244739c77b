import { ExclamationTriangle } from 'react-bootstrap-icons';
import { withPrefix } from '@/api/api-error';
import { SelectDropdown } from '@/components/select-dropdown';
import { useVmConfigurations } from '@/api/catalogue/list-configurations';
import { describeSize } from '@/features/vms/lib/describe-size';

export type UpgradeVm = {
  id: number;
  name: string;
  cpu: number;
  ram: number;
  configuration: string;
};

type Props = {
  vm: UpgradeVm;
  chosen: number | null;
  onChoose: (configurationId: number) => void;
  error: Error | null;
};

/** The sizes offered depend on the VM's datacenter: a Medium VM can be the largest there. */
const NO_LARGER_SIZE = 'No larger size is offered in this datacenter.';

/** Only sizes with more cores than now are offered: an upgrade never shrinks a VM. */
export function UpgradeChooser({ vm, chosen, onChoose, error }: Props) {
  const sizes = useVmConfigurations(vm.id, true);
  const bigger = (sizes.data ?? []).filter((size) => size.cpu > vm.cpu);
  const options = bigger.map((size) => ({ value: size.id, label: describeSize(size) }));
  return (
    <>
      <p className="small text-secondary mb-3">
        Current size: <strong className="text-body">{vm.configuration}</strong> ({vm.cpu} cores,{' '}
        {vm.ram} GB RAM)
      </p>
      <label htmlFor="upgrade-size" className="form-label">
        New size
      </label>
      <SelectDropdown
        id="upgrade-size"
        options={options}
        value={chosen}
        onChange={onChoose}
        placeholder={sizes.isPending ? 'Loading...' : 'Choose a bigger size'}
        disabled={sizes.isPending || options.length === 0}
      />
      {sizes.isSuccess && options.length === 0 && (
        <p className="small text-secondary mt-2 mb-0">{NO_LARGER_SIZE}</p>
      )}
      {sizes.isError && (
        <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
          {withPrefix('Error fetching configurations', sizes.error)}
        </div>
      )}
      <p className="small text-secondary mt-3 mb-0">
        <ExclamationTriangle className="me-1" aria-hidden="true" />
        Upgrading restarts the VM: expect a short downtime.
      </p>
      {error && (
        <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
          {error.message}
        </div>
      )}
    </>
  );
}
