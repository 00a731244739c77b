import type { OutboxKind } from '../../../contract/sandbox';
import type { ResourceType } from '../../../contract/jobs';
import type { MfaChallenge, RefreshFamily, ResetToken } from './schema-auth';
import type { Catalogue } from './schema-catalogue';

export type * from './schema-auth';
export type * from './schema-catalogue';

/**
 * The sandbox's whole world, as one JSON document (SANDBOX_DATA_DIR/db.json).
 * Every record has a numeric id drawn from `counters`; dates are ISO strings so the file
 * stays readable and diffable. Bump WORLD_VERSION when a shape changes: an older file is
 * then reseeded instead of being misread.
 */
export const WORLD_VERSION = 1;

export type IsoDate = string;

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

export const VM_STATUSES = [
  'Running',
  'Stopped',
  'Shutoff',
  'Error',
  'Provisioning',
  'Starting',
  'Stopping',
  'Resizing',
] as const;
export type VmStatus = (typeof VM_STATUSES)[number];

/** A status change in flight: its outcome is derived from the clock by settle(), not by a timer. */
export type Transition = { from: VmStatus; to: VmStatus; startedAt: IsoDate; durationMs: number };

export type VirtualMachine = {
  id: number;
  companyId: number;
  name: string;
  sizeId: number;
  status: VmStatus;
  transition: Transition | null;
  datacenterId: number;
  imageId: number;
  providerId: number;
  teamId: number | null;
  username: string;
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
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

/** Progress (percentage, stage, completion) is computed from startedAt + durationMs. */
export type Job = {
  id: number;
  companyId: number;
  userId: number;
  resourceType: ResourceType;
  resourceName: string;
  resourceDisplayName: string;
  resourceId: number | null;
  startedAt: IsoDate;
  durationMs: number;
  outcome: 'success' | 'failure';
  errorMessage: string | null;
  createdAt: IsoDate;
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

export type Collections = {
  companies: Company[];
  users: User[];
  roles: Role[];
  teams: Team[];
  teamMembers: TeamMember[];
  virtualMachines: VirtualMachine[];
  networks: Network[];
  jobs: Job[];
  refreshFamilies: RefreshFamily[];
  mfaChallenges: MfaChallenge[];
  resetTokens: ResetToken[];
  inquiries: Inquiry[];
  supportTickets: SupportTicket[];
  outbox: OutboxEmail[];
};
export type CollectionName = keyof Collections;

export type World = Collections & {
  version: number;
  meta: { seed: number; seededAt: IsoDate };
  /** Last id handed out per collection (ids are never reused, even after deletes). */
  counters: Record<CollectionName, number>;
  /** Generated at seed time so tokens stay valid across restarts on the same data file. */
  secrets: { jwt: string };
  catalogue: Catalogue;
};
