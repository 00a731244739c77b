import { VM_MESSAGES } from '@contract/virtual-machines';
import { describeSize } from '@/features/vms/lib/describe-size';
import { CascadeField } from './cascade-field';
import { DatacenterNote } from './datacenter-note';
import type { CreateVmFormState } from './use-create-vm-form';

/** Where and what: country → region → datacenter → image → size → provider. */
export function CascadeFields({ state }: { state: CreateVmFormState }) {
  const { options, cascade } = state;
  const blocked = options.check.state !== 'available';
  const noProvider = options.providers.isSuccess && options.providers.data.length === 0;
  return (
    <div className="vm-form-grid">
      <CascadeField
        state={state}
        field="countryId"
        label="Country"
        query={options.countries}
        optionLabel={(c) => c.name}
        errorPrefix="Error fetching countries"
        searchable
      />
      <CascadeField
        state={state}
        field="regionId"
        label="Region"
        query={options.regions}
        optionLabel={(r) => r.name}
        errorPrefix="Error fetching regions"
      />
      <CascadeField
        state={state}
        field="datacenterId"
        label="Datacenter"
        query={options.datacenters}
        optionLabel={(d) => d.name}
        errorPrefix="Error fetching datacenters"
      >
        <DatacenterNote check={options.check} />
      </CascadeField>
      <CascadeField
        state={state}
        field="imageId"
        label="Image"
        query={options.images}
        optionLabel={(i) => i.name}
        errorPrefix="Error fetching virtual machines images"
        blocked={blocked}
      />
      <CascadeField
        state={state}
        field="configurationId"
        label="Size"
        query={options.configurations}
        optionLabel={describeSize}
        errorPrefix="Error fetching configurations"
        blocked={blocked}
        wideMenu
      >
        {noProvider && cascade.configurationId !== null && (
          <div className="invalid-feedback d-block">{VM_MESSAGES.noProvider}</div>
        )}
      </CascadeField>
      <CascadeField
        state={state}
        field="providerId"
        label="Provider"
        query={options.providers}
        optionLabel={(p) => p.name}
        errorPrefix="Error fetching providers"
        blocked={blocked || noProvider}
      />
    </div>
  );
}
