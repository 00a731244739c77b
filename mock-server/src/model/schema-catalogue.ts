import type { SizeKey } from '@contract/sizes';

/** The provider's fixed offer, loaded from fixtures/catalogue/; VMs and networks reference these ids. */
export type Country = { id: number; name: string; code: string };
export type Region = { id: number; countryId: number; name: string };
export type Datacenter = { id: number; regionId: number; name: string; city: string; code: string };
export type Image = {
  id: number;
  name: string;
  os: 'linux' | 'windows';
  defaultUsername: string;
  minRamGb: number;
};
/** A size record only maps an id to a contract size key; the numbers live in contract/sizes.ts. */
export type Size = { id: number; key: SizeKey };
export type Provider = {
  id: number;
  name: string;
  datacenterId: number;
  sizeIds: number[];
  /** Offers a serial console (VM details' consoleAvailable while Running). */
  console: boolean;
  /** Interfaces can be added to a running VM. */
  networkHotplug: boolean;
};

export type Catalogue = {
  countries: Country[];
  regions: Region[];
  datacenters: Datacenter[];
  images: Image[];
  sizes: Size[];
  providers: Provider[];
};
