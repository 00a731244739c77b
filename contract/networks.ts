import { z } from 'zod';
import { plainText } from './free-text';
import { pageQuery } from './page-query';
import { isoDate, queryBool } from './envelope';
import {
  CIDR_PREFIX_MAX,
  CIDR_PREFIX_MIN,
  formatCidr,
  ipToInt,
  isHostOf,
  isIpv4,
  isNetworkCidr,
  isPrivateBlock,
  parseCidr,
  type Cidr,
} from './ipv4';
import { NETWORK_TYPES } from './network-adapters';
import { NETWORK_MESSAGES as M } from './network-messages';
import { namedSchema } from './virtual-machines';

export { NETWORK_TYPES, type NetworkType } from './network-adapters';

export const NETWORK_PAGE_SIZE = 10;
export const NETWORK_NAME_MAX = 64;
export const NETWORK_DESCRIPTION_MAX = 500;
/** The DNS servers a standard network gets when none are given. */
export const DEFAULT_DNS_SERVERS = ['1.1.1.1', '8.8.8.8'] as const;
export const DEFAULT_DNS_TEXT = DEFAULT_DNS_SERVERS.join(', ');
/** Region filter value meaning every region. */
export const ALL_REGIONS = 0;

const NAME_CHARACTER = /[A-Za-z0-9 _-]/;

/** The characters of a name that may not be in it, each once, in the order they appear. */
export function invalidNameCharacters(name: string): string {
  return [...new Set([...name].filter((c) => !NAME_CHARACTER.test(c)))].join('');
}

// Hidden characters get the shared message first: echoing them back in "Invalid characters: "
// would put a control or direction character into the answer.
export const networkNameField = plainText(
  z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired, abort: true })
    .max(NETWORK_NAME_MAX, { message: M.nameTooLong, abort: true }),
).superRefine((name, ctx) => {
  const bad = invalidNameCharacters(name);
  if (bad) ctx.addIssue({ code: 'custom', message: `${M.invalidCharacters}${bad}` });
});

/** An IPv4 field that may be empty ('' when absent): bounded, then checked without a pattern. */
const ipText = z
  .string()
  .trim()
  .max(15, { message: M.invalidIp, abort: true })
  .refine((v) => v === '' || isIpv4(v), M.invalidIp);

/** "1.1.1.1, 8.8.8.8": one or two addresses separated by a comma. */
export function parseDnsServers(text: string): string[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 2 || parts.some((p) => !isIpv4(p))) return null;
  return parts;
}
const dnsText = z
  .string()
  .trim()
  .max(40, { message: M.invalidDns, abort: true })
  .refine((v) => v === '' || parseDnsServers(v) !== null, M.invalidDns);

/** What is wrong with a network's CIDR block, in the form's words; null when nothing is. */
export function cidrProblem(cidr: string): string | null {
  let block: Cidr;
  try {
    block = parseCidr(cidr);
  } catch {
    return M.cidrInvalid;
  }
  if (block.prefix < CIDR_PREFIX_MIN || block.prefix > CIDR_PREFIX_MAX) return M.cidrPrefix;
  return isPrivateBlock(block) ? null : M.cidrNotPrivate(formatCidr(block));
}

const cidrText = z
  .string()
  .trim()
  .max(18, { message: M.cidrInvalid, abort: true })
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : cidrProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---- list ----
export const NETWORK_SORT_COLUMNS = ['name', 'cidrBlock', 'region', 'connectedVms'] as const;
export type NetworkSortColumn = (typeof NETWORK_SORT_COLUMNS)[number];

export const networkListQuerySchema = pageQuery('rowsPerPage', NETWORK_PAGE_SIZE).extend({
  sortColumn: z.enum(NETWORK_SORT_COLUMNS).optional().default('name'),
  sortDescending: queryBool.optional().default(false),
  regionId: z.coerce.number().int().min(0).optional().default(ALL_REGIONS),
});
export type NetworkListQuery = z.input<typeof networkListQuerySchema>;

export const networkListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null for a custom network: it has no provider-managed addressing. */
  cidrBlock: z.string().nullable(),
  networkType: z.enum(NETWORK_TYPES),
  region: z.string(),
  connectedVms: z.number(),
});
export type NetworkListRow = z.infer<typeof networkListRowSchema>;
export const networkListResponseSchema = z.object({
  data: z.array(networkListRowSchema),
  totalPages: z.number(),
});
export type NetworkListResponse = z.infer<typeof networkListResponseSchema>;

// ---- details ----
export const allocationPoolSchema = z.object({ start: z.string(), end: z.string() });
export const networkDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  networkType: z.enum(NETWORK_TYPES),
  isDefault: z.boolean(),
  cidrBlock: z.string().nullable(),
  gatewayIp: z.string().nullable(),
  /** The public address outbound traffic leaves from. */
  snat: z.string().nullable(),
  snatEnabled: z.boolean(),
  dnsNameservers: z.array(z.string()),
  allocationPools: z.array(allocationPoolSchema),
  country: namedSchema,
  region: namedSchema,
  datacenter: namedSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
  /**
   * used: every address DHCP cannot hand out any more (leases, the gateway and the reserved
   * ones); total: the usable hosts of the block. Both 0 for a custom network.
   */
  usage: z.object({ usedIPAddresses: z.number(), totalIPAddresses: z.number() }),
});
export type NetworkDetail = z.infer<typeof networkDetailSchema>;

export const networkVmSchema = z.object({
  id: z.number(),
  name: z.string(),
  privateIp: z.string().nullable(),
});
export type NetworkVm = z.infer<typeof networkVmSchema>;
export const networkVmListSchema = z.array(networkVmSchema);

// ---- CIDR details ----
export const cidrDetailsQuerySchema = z.object({
  /** Absent: the sandbox proposes a free /24 (the "Use Default Settings" switch). */
  cidr: z.string().trim().max(18).optional(),
  /** The region the network will be in: overlap is checked there. */
  datacenterId: z.coerce.number().int().positive().optional(),
  /** The network being edited, which does not overlap itself. */
  networkId: z.coerce.number().int().positive().optional(),
});
export const cidrDetailsSchema = z.object({
  cidr: z.string(),
  gatewayIp: z.string(),
  dhcpStartAddress: z.string(),
  dhcpEndAddress: z.string(),
  warning: z.string().nullable(),
});
export type CidrDetails = z.infer<typeof cidrDetailsSchema>;
export const CIDR_PREFIXES = { min: CIDR_PREFIX_MIN, max: CIDR_PREFIX_MAX } as const;

// ---- create and update ----
type Addressing = {
  networkType: 'standard' | 'custom';
  cidrBlock: string;
  dhcpStartAddress: string;
  dhcpEndAddress: string;
  defaultRoute: string;
  dnsServers: string;
};

/**
 * A standard network needs its whole addressing, consistent: the pool and the default route
 * inside the block's usable hosts, the pool in order, the route outside it. A custom network
 * needs none of it.
 */
export function requireAddressing(v: Addressing, ctx: z.RefinementCtx) {
  if (v.networkType !== 'standard') return;
  const issue = (path: keyof Addressing, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const need = (path: keyof Addressing, message: string) => {
    if (v[path] === '') issue(path, message);
  };
  need('cidrBlock', M.cidrRequired);
  need('dhcpStartAddress', M.dhcpStartRequired);
  need('dhcpEndAddress', M.dhcpEndRequired);
  need('defaultRoute', M.defaultRouteRequired);
  need('dnsServers', M.dnsRequired);
  const ips = [v.dhcpStartAddress, v.dhcpEndAddress, v.defaultRoute];
  if (!isNetworkCidr(v.cidrBlock) || !ips.every(isIpv4)) return;
  const block = parseCidr(v.cidrBlock);
  for (const path of ['dhcpStartAddress', 'dhcpEndAddress', 'defaultRoute'] as const)
    if (!isHostOf(block, v[path])) issue(path, M.outsideBlock);
  const [start, end, route] = ips.map(ipToInt) as [number, number, number];
  if (end < start) issue('dhcpEndAddress', M.rangeBackwards);
  else if (route >= start && route <= end) issue('defaultRoute', M.routeInPool);
}

/** The fields create and update share (the portal's form adds its place fields to them). */
export const networkFields = {
  name: networkNameField,
  description: plainText(z.string().trim().max(NETWORK_DESCRIPTION_MAX, M.descriptionTooLong), true)
    .optional()
    .default(''),
  networkType: z.enum(NETWORK_TYPES),
  cidrBlock: cidrText.optional().default(''),
  dhcpStartAddress: ipText.optional().default(''),
  dhcpEndAddress: ipText.optional().default(''),
  defaultRoute: ipText.optional().default(''),
  dnsServers: dnsText.optional().default(''),
  snatEnabled: z.boolean().optional().default(true),
  dhcpServerEnabled: z.boolean().optional(),
  defaultRouteEnabled: z.boolean().optional(),
  serveDNSServersEnabled: z.boolean().optional(),
};

export const createNetworkRequestSchema = z
  .object({
    ...networkFields,
    datacenterId: z.coerce
      .number({ error: M.datacenterRequired })
      .int()
      .positive(M.datacenterRequired),
  })
  .superRefine(requireAddressing);
export type CreateNetworkRequest = z.input<typeof createNetworkRequestSchema>;

export const updateNetworkRequestSchema = z.object(networkFields).superRefine(requireAddressing);
export type UpdateNetworkRequest = z.input<typeof updateNetworkRequestSchema>;

export const networkWriteResultSchema = z.object({ id: z.number(), name: z.string() });

// ---- VM interfaces ----
export const availableNetworkSchema = z.object({
  id: z.number(),
  name: z.string(),
  cidrBlock: z.string().nullable(),
});
export type AvailableNetwork = z.infer<typeof availableNetworkSchema>;
export const availableNetworkListSchema = z.array(availableNetworkSchema);

export const addInterfaceRequestSchema = z.object({
  networkId: z.coerce.number({ error: M.selectNetwork }).int().positive(M.selectNetwork),
});
export const adapterParams = z.object({
  id: z.coerce.number().int().positive(),
  adapterId: z.coerce.number().int().positive(),
});
