import { ok } from '@/testing/http-stub';

/** A small catalogue: Germany has one datacenter, the US region two; Tokyo is being set up. */
export const catalogueRoutes = {
  '/virtualMachines/listCountries': ok([
    { id: 1, name: 'United States' },
    { id: 3, name: 'Germany' },
    { id: 7, name: 'Japan' },
  ]),
  '/virtualMachines/listRegions/1': ok([
    { id: 1, name: 'US East', countryId: 1, countryRegion: 'United States - US East' },
  ]),
  '/virtualMachines/listRegions/3': ok([
    { id: 5, name: 'Germany Central', countryId: 3, countryRegion: 'Germany - Germany Central' },
  ]),
  '/virtualMachines/listRegions/7': ok([
    { id: 9, name: 'Japan East', countryId: 7, countryRegion: 'Japan - Japan East' },
  ]),
  '/virtualMachines/listDatacenters/1': ok([
    { id: 1, name: 'Ashburn IAD1', regionId: 1, city: 'Ashburn' },
    { id: 2, name: 'New York NYC1', regionId: 1, city: 'New York' },
  ]),
  '/virtualMachines/listDatacenters/5': ok([
    { id: 8, name: 'Frankfurt FRA1', regionId: 5, city: 'Frankfurt' },
  ]),
  '/virtualMachines/listDatacenters/9': ok([
    { id: 13, name: 'Tokyo TYO1', regionId: 9, city: 'Tokyo' },
  ]),
  '/resource/datacenterAvailability/8': ok({
    available: true,
    reason: null,
    currentProgress: null,
  }),
  '/resource/datacenterAvailability/1': ok({
    available: true,
    reason: null,
    currentProgress: null,
  }),
  '/resource/datacenterAvailability/13': ok({
    available: false,
    reason: 'initialization_in_progress',
    currentProgress: { jobId: 77 },
  }),
  '/virtualMachines/listImages/8': ok([{ id: 1, name: 'Ubuntu 24.04 LTS', os: 'linux' }]),
  '/virtualMachines/listImages/1': ok([{ id: 1, name: 'Ubuntu 24.04 LTS', os: 'linux' }]),
  '/virtualMachines/listConfigurations': ok([
    { id: 1, name: 'Micro', cpu: 2, ram: 4, disk: 80 },
    { id: 3, name: 'Small', cpu: 6, ram: 10, disk: 180 },
  ]),
  '/virtualMachines/listProviders/8': ok([{ id: 9, name: 'Rheinwerk Cloud' }]),
  '/virtualMachines/listProviders/1': ok([
    { id: 1, name: 'Atlas Compute' },
    { id: 2, name: 'Meridian Cloud' },
  ]),
  '/teams/list': ok({
    data: [{ id: 4, name: 'Platform', parentTeamId: null, userCount: 2, vmCount: 1 }],
    unassignedUsers: 0,
    unassignedVMs: 0,
    totalPages: 1,
  }),
};
