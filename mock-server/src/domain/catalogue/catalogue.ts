import type {
  Datacenter,
  Named,
  Region,
  VmConfiguration,
  VmImage,
} from '@contract/virtual-machines';
import type { World } from '../../model/schema';
import type * as Stored from '../../model/schema-catalogue';
import { notFound } from '../shared/errors';
import { configurationOf } from '../vms/vm-specs';

export const CATALOGUE_MESSAGES = {
  country: 'Country not found',
  region: 'Region not found',
  datacenter: 'Datacenter not found',
  image: 'Image not found',
  configuration: 'Machine configuration not found',
} as const;

/** The provider's offer as the create form walks it: country → region → datacenter → image → size → provider. */
function find<T extends { id: number }>(list: T[], id: number, message: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw notFound(message);
  return found;
}

export const findCountry = (w: World, id: number) =>
  find(w.catalogue.countries, id, CATALOGUE_MESSAGES.country);
export const findRegion = (w: World, id: number) =>
  find(w.catalogue.regions, id, CATALOGUE_MESSAGES.region);
export const findDatacenter = (w: World, id: number) =>
  find(w.catalogue.datacenters, id, CATALOGUE_MESSAGES.datacenter);
export const findImage = (w: World, id: number) =>
  find(w.catalogue.images, id, CATALOGUE_MESSAGES.image);
export const findSize = (w: World, id: number) =>
  find(w.catalogue.sizes, id, CATALOGUE_MESSAGES.configuration);

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

export const listCountries = (w: World): Named[] =>
  w.catalogue.countries.map(({ id, name }) => ({ id, name })).sort(byName);

export function regionView(w: World, r: Stored.Region): Region {
  const country = w.catalogue.countries.find((c) => c.id === r.countryId);
  return {
    id: r.id,
    name: r.name,
    countryId: r.countryId,
    countryRegion: `${country?.name ?? 'Unknown'} - ${r.name}`,
  };
}

export function listRegions(w: World, countryId: number): Region[] {
  findCountry(w, countryId);
  return w.catalogue.regions
    .filter((r) => r.countryId === countryId)
    .map((r) => regionView(w, r))
    .sort(byName);
}

/** Every region with its country, "United States - US East", for one flat dropdown. */
export const listCombinedRegions = (w: World): Region[] =>
  w.catalogue.regions
    .map((r) => regionView(w, r))
    .sort((a, b) => a.countryRegion.localeCompare(b.countryRegion, 'en'));

export const getRegion = (w: World, id: number): Region => regionView(w, findRegion(w, id));

const datacenterView = (d: Stored.Datacenter): Datacenter => ({
  id: d.id,
  name: d.name,
  regionId: d.regionId,
  city: d.city,
});

export function listDatacenters(w: World, regionId: number): Datacenter[] {
  findRegion(w, regionId);
  return w.catalogue.datacenters
    .filter((d) => d.regionId === regionId)
    .map(datacenterView)
    .sort(byName);
}

/** The cities of a region's datacenters; the id is the datacenter's. */
export const listCities = (w: World, regionId: number): Named[] =>
  listDatacenters(w, regionId).map((d) => ({ id: d.id, name: d.city }));

/** Every image is offered in every datacenter. */
export function listImages(w: World, datacenterId: number): VmImage[] {
  findDatacenter(w, datacenterId);
  return w.catalogue.images.map(({ id, name, os }) => ({ id, name, os }));
}

/** Whether a size has the RAM an image needs (Windows wants 8 GB: no Windows on a Micro). */
export const sizeFitsImage = (c: VmConfiguration, image: Stored.Image) => c.ram >= image.minRamGb;

export const providersOffering = (w: World, datacenterId: number, sizeId: number) =>
  w.catalogue.providers.filter(
    (p) => p.datacenterId === datacenterId && p.sizeIds.includes(sizeId),
  );

/**
 * The create form's sizes: every standard size that fits the image, whether or not a provider
 * offers it in this datacenter. The form then asks listProviders; an empty answer is how the
 * portal learns "Chosen configuration has no possible provider", so it must be
 * reachable (Extra Large in Singapore SIN1 and Seattle SEA1).
 */
export function configurationsForImage(
  w: World,
  imageId: number,
  datacenterId: number,
): VmConfiguration[] {
  findDatacenter(w, datacenterId);
  const image = findImage(w, imageId);
  return w.catalogue.sizes.map(configurationOf).filter((c) => sizeFitsImage(c, image));
}

/** The sizes some provider actually offers in the datacenter (no image filter). */
export function configurationsInDatacenter(w: World, datacenterId: number): VmConfiguration[] {
  findDatacenter(w, datacenterId);
  return w.catalogue.sizes
    .filter((s) => providersOffering(w, datacenterId, s.id).length > 0)
    .map(configurationOf);
}

/** Providers in the datacenter, narrowed to those offering the size when one is given. */
export function listProviders(
  w: World,
  datacenterId: number,
  q: { imageId?: number; configurationId?: number },
): Named[] {
  findDatacenter(w, datacenterId);
  const image = q.imageId !== undefined ? findImage(w, q.imageId) : null;
  const size = q.configurationId !== undefined ? findSize(w, q.configurationId) : null;
  // Nobody can host an image on a size too small for it.
  if (image && size && !sizeFitsImage(configurationOf(size), image)) return [];
  return w.catalogue.providers
    .filter(
      (p) =>
        p.datacenterId === datacenterId &&
        (q.configurationId === undefined || p.sizeIds.includes(q.configurationId)),
    )
    .map(({ id, name }) => ({ id, name }))
    .sort(byName);
}
