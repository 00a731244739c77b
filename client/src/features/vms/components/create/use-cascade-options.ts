import { useDatacenterAvailability } from '@/features/vms/api/get-datacenter-availability';
import { useConfigurations } from '@/features/vms/api/list-configurations';
import { useCountries } from '@/features/vms/api/list-countries';
import { useDatacenters } from '@/features/vms/api/list-datacenters';
import { useImages } from '@/features/vms/api/list-images';
import { useProviders } from '@/features/vms/api/list-providers';
import { useRegions } from '@/features/vms/api/list-regions';
import type { Cascade } from '@/features/vms/lib/create-cascade';
import { datacenterCheck } from '@/features/vms/lib/datacenter-check';

/**
 * The options of every cascade control, each asked for only once the choices before it are
 * made. Nothing past the datacenter loads until the datacenter is known to be available.
 */
export function useCascadeOptions(cascade: Cascade) {
  const countries = useCountries();
  const regions = useRegions(cascade.countryId);
  const datacenters = useDatacenters(cascade.regionId);
  const availability = useDatacenterAvailability(cascade.datacenterId);
  const check = datacenterCheck({
    chosen: cascade.datacenterId !== null,
    pending: availability.isFetching,
    data: availability.data,
    failed: availability.isError,
  });
  const readyDatacenter = check.state === 'available' ? cascade.datacenterId : null;
  const images = useImages(readyDatacenter);
  const configurations = useConfigurations({
    datacenterId: readyDatacenter,
    imageId: cascade.imageId,
  });
  const providers = useProviders({
    datacenterId: readyDatacenter,
    imageId: cascade.imageId,
    configurationId: cascade.configurationId,
  });
  return { countries, regions, datacenters, check, images, configurations, providers };
}

export type CascadeOptions = ReturnType<typeof useCascadeOptions>;
