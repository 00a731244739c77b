import { z } from 'zod';
import { NETWORK_MESSAGES as M } from '@contract/network-messages';
import {
  DEFAULT_DNS_TEXT,
  networkFields,
  requireAddressing,
  type CreateNetworkRequest,
  type NetworkDetail,
  type UpdateNetworkRequest,
} from '@contract/networks';

const place = (message: string) => z.number().int().min(1, message);

/** The server's rules for a network plus the form's own place fields (0: not chosen). */
export const networkFormSchema = z
  .object({
    ...networkFields,
    countryId: place(M.countryRequired),
    regionId: place(M.regionRequired),
    datacenterId: place(M.datacenterRequired),
  })
  .superRefine(requireAddressing);
export type NetworkFormValues = z.input<typeof networkFormSchema>;
export type NetworkFormOutput = z.output<typeof networkFormSchema>;

export const EMPTY_NETWORK_FORM: NetworkFormValues = {
  name: '',
  description: '',
  countryId: 0,
  regionId: 0,
  datacenterId: 0,
  networkType: 'standard',
  cidrBlock: '',
  dhcpStartAddress: '',
  dhcpEndAddress: '',
  defaultRoute: '',
  dnsServers: DEFAULT_DNS_TEXT,
  snatEnabled: true,
};

/** The edit form starts from the stored network. */
export function formValuesOf(n: NetworkDetail): NetworkFormValues {
  const pool = n.allocationPools[0];
  return {
    name: n.name,
    description: n.description,
    countryId: n.country.id,
    regionId: n.region.id,
    datacenterId: n.datacenter.id,
    networkType: n.networkType,
    cidrBlock: n.cidrBlock ?? '',
    dhcpStartAddress: pool?.start ?? '',
    dhcpEndAddress: pool?.end ?? '',
    defaultRoute: n.gatewayIp ?? '',
    dnsServers: n.dnsNameservers.join(', '),
    snatEnabled: n.snatEnabled,
  };
}

/** What the update call takes: a standard network turns on DHCP, the route and DNS. */
export function updateRequestOf(v: NetworkFormOutput): UpdateNetworkRequest {
  const standard = v.networkType === 'standard';
  return {
    name: v.name,
    description: v.description,
    networkType: v.networkType,
    cidrBlock: standard ? v.cidrBlock : '',
    dhcpStartAddress: standard ? v.dhcpStartAddress : '',
    dhcpEndAddress: standard ? v.dhcpEndAddress : '',
    defaultRoute: standard ? v.defaultRoute : '',
    dnsServers: standard ? v.dnsServers : '',
    snatEnabled: standard && v.snatEnabled,
    dhcpServerEnabled: standard,
    defaultRouteEnabled: standard,
    serveDNSServersEnabled: standard,
  };
}

export const createRequestOf = (v: NetworkFormOutput): CreateNetworkRequest => ({
  ...updateRequestOf(v),
  datacenterId: v.datacenterId,
});
