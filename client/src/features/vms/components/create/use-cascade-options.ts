import { useDatacenterAvailability } from '@/api/catalogue/get-datacenter-availability';
import { useConfigurations } from '@/api/catalogue/list-configurations';
import { useCountries } from '@/api/catalogue/list-countries';
import { useDatacenters } from '@/api/catalogue/list-datacenters';
import { useImages } from '@/api/catalogue/list-images';
import { useProviders } from '@/api/catalogue/list-providers';
import { useRegions } from '@/api/catalogue/list-regions';
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
