/**
 * Every catalogue query sits under ['catalogue']: what can be ordered where. It is kept apart from
 * live VM data, so a finished job or a VM action never refetches it.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  countries: () => [...catalogueKeys.all, 'countries'] as const,
  combinedRegions: () => [...catalogueKeys.all, 'combinedRegions'] as const,
  regions: (countryId: number) => [...catalogueKeys.all, 'regions', countryId] as const,
  datacenters: (regionId: number) => [...catalogueKeys.all, 'datacenters', regionId] as const,
  location: (datacenterId: number) => [...catalogueKeys.all, 'location', datacenterId] as const,
  availability: (datacenterId: number) =>
    [...catalogueKeys.all, 'availability', datacenterId] as const,
  images: (datacenterId: number) => [...catalogueKeys.all, 'images', datacenterId] as const,
  configurations: (datacenterId: number, imageId: number) =>
    [...catalogueKeys.all, 'configurations', datacenterId, imageId] as const,
  /** The sizes a VM can move to depend on its own size, so they are keyed by the VM. */
  vmConfigurations: (vmId: number) => [...catalogueKeys.all, 'vmConfigurations', vmId] as const,
  providers: (datacenterId: number, imageId: number, configurationId: number) =>
    [...catalogueKeys.all, 'providers', datacenterId, imageId, configurationId] as const,
};
