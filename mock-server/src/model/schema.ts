import type { Records } from './records';
import type { OutboxKind, Scenarios } from '@contract/sandbox';
import type { ResourceType } from '@contract/jobs';
import type { VmStatus } from '@contract/vm-status';
import type {
  ConsoleTicket,
  MfaChallenge,
  RefreshFamily,
  ResetToken,
  SignInGuard,
} from './schema-auth';
import type { Catalogue } from './schema-catalogue';
import type * as P from './schema-platform';
import type { IsoDate } from './iso-date';

export type * from './schema-auth';
export type * from './schema-catalogue';
export type * from './schema-platform';

/**
 * The sandbox's whole world, as one JSON document (SANDBOX_DATA_DIR/db.json).
 * Every record has a numeric id drawn from `counters`; dates are ISO strings so the file
 * stays readable and diffable. Bump WORLD_VERSION when a shape changes, and add the step that
 * upgrades a world of the previous version (storage/engine/migrations/): a stored world is
 * upgraded on load, never seeded again. storage/engine/world-schema.ts checks the shape of what
 * is read from disk.
 */
export const WORLD_VERSION = 8;

export type { IsoDate } from './iso-date';

export type Company = {
  id: number;
  name: string;
  domain: string;
  isReseller: boolean;
  /** Set for a reseller's customer: its users see that reseller's branding. */
  resellerId: number | null;
  resellerName: string | null;
  resellerEmail: string | null;
  /** Paths on the mock (e.g. /branding/x.svg); made absolute with the public origin on the way out. */
  logoPath: string | null;
  tabLogoPath: string | null;
  /** A trial (sandbox) account: it has quotas (contract/quotas.ts). */
  isTrial: boolean;
  createdAt: IsoDate;
};

export type UserStatus = 'active' | 'invited';
export type User = {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** null until an invited user activates the account. */
  passwordHash: string | null;
  status: UserStatus;
  forcePasswordReset: boolean;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

export type Role = { id: number; name: string; info: string };
export type Team = {
  id: number;
  companyId: number;
  name: string;
  parentTeamId: number | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};
export type TeamMember = { id: number; teamId: number; userId: number; roleId: number };
/** A team's own row of the permission table for one role (contract/permissions.ts has the defaults). */
export type TeamPermission = {
  id: number;
  teamId: number;
  roleId: number;
  permissionIds: number[];
  /** The table's last permission id when saved; absent in rows saved before rows noted it. */
  knownUpTo?: number;
};

// The statuses come from the contract, like the action table that governs them.
export type { VmStatus };

/**
 * A status change in flight: the VM shows `status` (Starting, Resizing...) until
 * startedAt + durationMs, when settle() makes it `to`. Derived from the clock, never a timer.
 */
export type Transition = {
  from: VmStatus;
  to: VmStatus;
  startedAt: IsoDate;
  durationMs: number;
  /** An upgrade's new size, applied when the resize completes. */
  toSizeId?: number;
};

/** Cores / RAM GB / disk GB of a VM built outside the six standard sizes (sizeId null). */
export type CustomSpec = { cpu: number; ram: number; disk: number };

export type VirtualMachine = {
  id: number;
  companyId: number;
  name: string;
  /** null for a custom VM, whose numbers are in `custom`. */
  sizeId: number | null;
  custom: CustomSpec | null;
  status: VmStatus;
  transition: Transition | null;
  datacenterId: number;
  imageId: number;
  providerId: number;
  teamId: number | null;
  username: string;
  sshPassword: string;
  /** PKCS#8 PEM; seeded VMs get theirs on first download (RSA keys are slow to make). */
  privateKeyPem: string | null;
  /** The create job that built it; null for seeded VMs. */
  jobId: number | null;
  /** Soft delete: gone from every VM call, still counted by the dashboard's created-VM figures. */
  deletedAt: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

export type Network = {
  id: number;
  companyId: number;
  name: string;
  description: string;
  datacenterId: number;
  networkType: 'standard' | 'custom';
  isDefault: boolean;
  cidrBlock: string | null;
  gatewayIp: string | null;
  snatEnabled: boolean;
  /** The public address outbound traffic leaves from, when SNAT is on. */
  snatAddress: string | null;
  dnsNameservers: string[];
  allocationPools: { start: string; end: string }[];
  /** The create job still building it: hidden until it succeeds, removed if it fails. */
  pendingJobId: number | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

/** One network interface of a VM; addressing is joined from its network when read. */
export type NetAdapter = {
  id: number;
  companyId: number;
  vmId: number;
  networkId: number;
  /** 1 is the primary interface. */
  vmnic: number;
  privateIp: string | null;
  macAddress: string;
  publicIp: string | null;
  /** The job attaching it: listed as attaching until it ends (removed if it fails). */
  pendingJobId: number | null;
  createdAt: IsoDate;
};

export type JobKind = 'vm-create' | 'datacenter-init' | 'network-create' | 'interface-attach';

/**
 * Progress (stage, percentage, completion) is computed from startedAt + durationMs by
 * domain/job-progress.ts; settle() only records finishedAt once the end has passed.
 */
export type Job = {
  id: number;
  kind: JobKind;
  /** null: a provider job (datacenter setup) that every signed-in user may read. */
  companyId: number | null;
  userId: number | null;
  resourceType: ResourceType;
  resourceName: string;
  resourceDisplayName: string;
  resourceId: number | null;
  datacenterId: number;
  vmIds: number[];
  startedAt: IsoDate;
  durationMs: number;
  /** A failing job stops partway through its failure stage (see job-progress.ts). */
  outcome: 'success' | 'failure';
  /** Where a failing job stops (the middle of this stage); null: its kind's usual failure stage. */
  failureStage: string | null;
  errorMessage: string | null;
  finishedAt: IsoDate | null;
  createdAt: IsoDate;
};

/** A datacenter that refuses new VMs; an initialization ends with its job. */
export type DatacenterOutage = {
  id: number;
  datacenterId: number;
  reason: string;
  jobId: number | null;
};

export type Inquiry = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company: string;
  jobTitle?: string;
  country: string;
  state?: string;
  howDidYouHear?: string;
  message: string;
  receivedAt: IsoDate;
};

export type SupportTicket = {
  id: number;
  companyId: number;
  userId: number;
  message: string;
  createdAt: IsoDate;
};

export type OutboxEmail = {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  kind: OutboxKind;
  sentAt: IsoDate;
};

/**
 * An image a company brands itself with (a prospect's logo, say), kept in the world so that every
 * copy and reset keeps it; served at /branding/assets/<id>.
 */
export type BrandAsset = {
  id: number;
  contentType: BrandAssetType;
  /** The image's bytes, base64. */
  data: string;
};
export type BrandAssetType = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'image/webp';

export type Collections = {
  companies: Records<Company>;
  users: Records<User>;
  roles: Records<Role>;
  teams: Records<Team>;
  teamMembers: Records<TeamMember>;
  teamPermissions: Records<TeamPermission>;
  virtualMachines: Records<VirtualMachine>;
  networks: Records<Network>;
  netAdapters: Records<NetAdapter>;
  jobs: Records<Job>;
  datacenterOutages: Records<DatacenterOutage>;
  refreshFamilies: Records<RefreshFamily>;
  mfaChallenges: Records<MfaChallenge>;
  resetTokens: Records<ResetToken>;
  consoleTickets: Records<ConsoleTicket>;
  signInGuards: Records<SignInGuard>;
  inquiries: Records<Inquiry>;
  supportTickets: Records<SupportTicket>;
  outbox: Records<OutboxEmail>;
  addressTypes: Records<P.AddressType>;
  contactTypes: Records<P.ContactType>;
  systemCountries: Records<P.SystemCountry>;
  contacts: Records<P.Contact>;
  businessAddresses: Records<P.BusinessAddress>;
  distributors: Records<P.Distributor>;
  clientEvents: Records<P.ClientEventRecord>;
  brandAssets: Records<BrandAsset>;
};
export type CollectionName = keyof Collections;

/**
 * The sandbox's own settings, part of the world so that they survive a restart and travel in
 * snapshots: its clock (how far ahead of real time, or paused), the time scale of simulated
 * durations (null: SANDBOX_TIME_SCALE), and the scenarios switched on.
 */
export type SandboxState = {
  clock: { offsetMs: number; pausedAt: IsoDate | null };
  timeScale: number | null;
  scenarios: Scenarios;
};

/**
 * What a company did that its records do not keep (a console ticket is gone once used, a guide
 * leaves no trace): noted the first time, for the getting-started checklist.
 */
export type CompanyFirsts = {
  companyId: number;
  consoleOpenedAt: IsoDate | null;
  guideReadAt: IsoDate | null;
};

export type World = Collections & {
  version: number;
  meta: { seed: number; seededAt: IsoDate };
  /** Last id handed out per collection (ids are never reused, even after deletes). */
  counters: Record<CollectionName, number>;
  /** Generated at seed time so tokens stay valid across restarts on the same data file. */
  secrets: { jwt: string };
  catalogue: Catalogue;
  sandbox: SandboxState;
  /** Absent in a world where nobody has done any of it yet (and in worlds stored before it). */
  firsts?: CompanyFirsts[];
};
