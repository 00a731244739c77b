import { Gear } from 'react-bootstrap-icons';
import { NETWORK_DESCRIPTION_MAX } from '@contract/networks';
import { withPrefix } from '@/api/api-error';
import { useCountries } from '@/api/catalogue/list-countries';
import { useDatacenters } from '@/api/catalogue/list-datacenters';
import { useRegions } from '@/api/catalogue/list-regions';
import { SelectDropdown } from '@/components/select-dropdown';
import { TitledCard } from '@/components/titled-card';
import { FormField } from './form-field';
import type { NetworkFormState } from './use-network-form';

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** Name, the country → region → datacenter cascade (locked in edit) and the description. */
export function ConfigurationCard({ state }: { state: NetworkFormState }) {
  const { form, place, editing } = state;
  const errors = form.formState.errors;
  const countries = useCountries();
  const regions = useRegions(place.countryId || null);
  const datacenters = useDatacenters(place.regionId || null);
  const description = form.watch('description') ?? '';
  const fetchError = [
    [countries, 'Error fetching countries'],
    [regions, 'Error fetching regions'],
    [datacenters, 'Error fetching datacenters'],
  ].find(([q]) => (q as typeof countries).isError) as [typeof countries, string] | undefined;
  // One datacenter in the region: chosen for the user, no dropdown.
  const showDatacenter = (datacenters.data?.length ?? 0) > 1 || (editing && !!place.datacenterId);
  return (
    <TitledCard icon={Gear} title="Network Configuration">
      <div className="vm-card-body vm-form-grid">
        <FormField id="network-name" label="Network Name" error={errors.name?.message}>
          <input
            id="network-name"
            className={`form-control${errors.name ? ' is-invalid' : ''}`}
            maxLength={80}
            autoComplete="off"
            {...form.register('name')}
          />
        </FormField>
        <FormField id="network-country" label="Country" error={errors.countryId?.message}>
          <SelectDropdown
            id="network-country"
            options={options(countries.data)}
            value={place.countryId || null}
            onChange={state.chooseCountry}
            disabled={editing || !countries.data}
            placeholder={countries.isFetching && !countries.data ? 'Loading...' : undefined}
            searchable
          />
        </FormField>
        <FormField id="network-region" label="Region" error={errors.regionId?.message}>
          <SelectDropdown
            id="network-region"
            options={options(regions.data)}
            value={place.regionId || null}
            onChange={(id) => void state.chooseRegion(id)}
            disabled={editing || !place.countryId || !regions.data}
            placeholder={regions.isFetching && !regions.data ? 'Loading...' : undefined}
          />
        </FormField>
        {showDatacenter && (
          <FormField
            id="network-datacenter"
            label="Datacenter"
            error={errors.datacenterId?.message}
          >
            <SelectDropdown
              id="network-datacenter"
              options={options(datacenters.data)}
              value={place.datacenterId || null}
              onChange={state.chooseDatacenter}
              disabled={editing || !place.regionId || !datacenters.data}
            />
          </FormField>
        )}
        {!showDatacenter && errors.datacenterId && place.regionId > 0 && (
          <div className="invalid-feedback d-block">{errors.datacenterId.message}</div>
        )}
        {fetchError && (
          <div className="invalid-feedback d-block">
            {withPrefix(fetchError[1], fetchError[0].error)}
          </div>
        )}
        <FormField
          id="network-description"
          label="Description (optional)"
          error={errors.description?.message}
          hint={
            <div className="form-text">
              {NETWORK_DESCRIPTION_MAX - description.length} characters remaining
            </div>
          }
        >
          <textarea
            id="network-description"
            className={`form-control${errors.description ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={NETWORK_DESCRIPTION_MAX}
            {...form.register('description')}
          />
        </FormField>
      </div>
    </TitledCard>
  );
}
