import { z } from 'zod';

export const NETWORK_TYPES = ['standard', 'custom'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

/**
 * One network interface of a VM, as GET /networks/listNetAdapters/{vmId} returns them in data.
 * Custom networks carry no addressing the provider manages, so their CIDR, gateway and
 * private IP are null; publicIp is null unless a public IPv4 is NAT-mapped to the interface.
 */
export const networkAdapterSchema = z.object({
  id: z.number(),
  /** 1 is the primary interface. */
  vmnic: z.number().int().min(1),
  networkId: z.number(),
  networkName: z.string(),
  networkType: z.enum(NETWORK_TYPES),
  cidrBlock: z.string().nullable(),
  gatewayIp: z.string().nullable(),
  privateIp: z.string().nullable(),
  /** Lowercase, colon-separated. */
  macAddress: z.string(),
  publicIp: z.string().nullable(),
  /** Still being attached (a job of up to 2 minutes); it carries traffic once this is false. */
  attaching: z.boolean(),
});
export type NetworkAdapter = z.infer<typeof networkAdapterSchema>;

export const networkAdapterListSchema = z.array(networkAdapterSchema);
