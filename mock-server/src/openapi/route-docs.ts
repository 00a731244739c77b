/**
 * What the API document says of each route beyond its schemas: a one-line summary, and the
 * refusals that do not follow from the route's shape (400, 401, 404 and 503 are added where
 * they apply). A route missing here is listed as undocumented, and the OpenAPI test fails.
 */
import { IMPORT_KINDS } from '@contract/imports';
import { TEAM_MAX_DEPTH, TEAM_MAX_PER_COMPANY } from '@contract/teams';
import { RECORD_CALLS, type RecordCall } from '@contract/record-paths';
import { POWER_ACTIONS, type PowerAction } from '@contract/vm-status';
import { derivedOperationId } from './operation-ids';

type RouteDoc = {
  summary: string;
  errors?: number[];
  operationId?: string;
  /** Headers its 200 answer carries (the session's tokens), by name, with what they hold. */
  headers?: Record<string, string>;
};

const ACCESS_HEADER = 'The access token: `Bearer <JWT>`, sent back as the Authorization header';
const REFRESH_HEADER = 'The refresh token: `Bearer <JWT>`, sent to /v1/auth/refreshAuth';

const POWER_VERB: Record<PowerAction, string> = { start: 'Starts', stop: 'Stops', reset: 'Resets' };

export const UNDOCUMENTED = 'Undocumented';

export const ERROR_MEANINGS: Record<number, string> = {
  400: 'Invalid request: the message says why, with field errors',
  401: 'Not signed in, the token expired, or the MFA step is missing',
  403: 'Not allowed for this user or account (permissions, trial quotas, another origin)',
  404: 'No such record for this company',
  409: 'Conflicts with the current state (status, availability, duplicates)',
  413: 'The request body is larger than this call takes',
  415: 'Only application/json is accepted',
  421: 'The Host header names no host this sandbox answers to',
  423: 'The account is locked after too many wrong codes',
  429: 'Too many requests: retry after the time in the Retry-After header',
  503: 'Could not be saved; nothing changed, try again',
};

// Pages and files, not API calls: kept out of the document.
const NOT_API = [
  /^\/docs/,
  /^\/assets\//,
  /^\/branding\//,
  /^\/console\//,
  /^\/orderForms\//,
  /^\/__sandbox\/?(page\/.*)?$/,
  /^\/$/,
  /^\*$/, // cors answers preflights for every path
];

const RECORD_SUMMARIES: Record<RecordCall, (what: string, who: string) => RouteDoc> = {
  list: (what) => ({ summary: `Lists ${what}` }),
  create: (what, who) => ({ summary: `Adds one of ${what} (${who})`, errors: [403, 409] }),
  details: (what) => ({ summary: `One of ${what}` }),
  update: (what, who) => ({ summary: `Changes one of ${what} (${who})`, errors: [403, 409] }),
  delete: (what, who) => ({ summary: `Deletes one of ${what} (${who})`, errors: [403, 409] }),
};
// The REST forms' operationIds say what they do to which record: listSystemCountries,
// getSystemCountry; the verb paths keep the names derived from them (systemCountriesDetails).
const REST_VERBS: Record<RecordCall, string> = {
  list: 'list',
  create: 'create',
  details: 'get',
  update: 'update',
  delete: 'delete',
};

/**
 * A record collection's five calls, at the REST path and at the verb path (same handler).
 * `record` names one record of it in PascalCase, area included ("SystemCountry").
 */
function recordDocs(base: string, record: string, what: string, who: string) {
  const collection = derivedOperationId(base);
  return Object.fromEntries(
    Object.entries(RECORD_CALLS).flatMap(([call, { method, rest, verb }]) => {
      const doc = RECORD_SUMMARIES[call as RecordCall](what, who);
      const noun = call === 'list' ? collection[0]!.toUpperCase() + collection.slice(1) : record;
      return [
        [
          `${method} ${base}${rest}`,
          { ...doc, operationId: `${REST_VERBS[call as RecordCall]}${noun}` },
        ],
        [
          `${method} ${base}${verb}`,
          { ...doc, summary: `${doc.summary}; same as ${method} ${base}${rest}` },
        ],
      ];
    }),
  );
}

const DOCS: Record<string, RouteDoc> = {
  // Sign-in and account recovery
  'POST /v1/auth/login': {
    summary:
      'Checks email and password and emails an MFA code; a pre-MFA token comes back in the Authorization header',
    errors: [401, 429],
    headers: { Authorization: 'The pre-MFA token: `Bearer <JWT>`, sent to /v1/auth/mfa' },
  },
  'POST /v1/auth/mfa': {
    summary:
      'Verifies the emailed code with the pre-MFA token; the session tokens come back in the Authorization and Refresh headers',
    errors: [401, 423, 429],
    headers: { Authorization: ACCESS_HEADER, Refresh: REFRESH_HEADER },
  },
  'POST /v1/auth/refreshAuth': {
    summary: 'Rotates the session: send the refresh token, get new tokens in the headers',
    errors: [401, 429],
    headers: { Authorization: ACCESS_HEADER, Refresh: REFRESH_HEADER },
  },
  'POST /v1/auth/logout': {
    summary: 'Ends the session and revokes its refresh token',
    errors: [415],
  },
  'GET /v1/auth/check': { summary: 'Whether the access token is valid' },
  'POST /v1/auth/shouldResetPassword': {
    summary: 'Whether the user must choose a new password now, with the key to do it',
  },
  'POST /v1/users/forgotPassword': {
    summary: 'Emails a password reset link (the answer is the same whether the address exists)',
    errors: [429],
  },
  'POST /v1/users/resetPasswordFromEmail/:token': {
    summary: 'Sets a new password with the emailed link',
    errors: [429],
  },
  'POST /v1/users/confirmEmail/:token': {
    summary: 'Activates an invited account: name and password',
    errors: [429],
  },
  'GET /v1/users/me': { summary: 'The signed-in user, with company and branding' },

  // Public
  'POST /v1/partners/inquiry': {
    summary: 'Sends a partner inquiry from the public site',
    errors: [429],
  },
  'GET /v1/healthCheck/api': {
    summary: 'Whether the API is up (details when signed in)',
    errors: [421],
  },
  'GET /v1/healthCheck/database': {
    summary: 'Whether the data store answers (details when signed in)',
    errors: [421],
  },
  'GET /v1/healthCheck/remoteAPI': {
    summary: 'Whether the providers behind the API answer (details when signed in)',
    errors: [421],
  },

  // Virtual machines
  'GET /v1/virtualMachines/GetDashboardData': {
    summary: 'VM counts by size: this month, last month and year to date',
  },
  'GET /v1/virtualMachines/list': {
    summary: "A page of the company's VMs: search, sort, team filter",
  },
  'GET /v1/virtualMachines/details/:id': {
    summary: 'One VM: spec, place, status, usage, interfaces',
  },
  'POST /v1/virtualMachines/create': {
    summary: 'Creates 1 to 10 VMs; answers the job that tracks them',
    errors: [403, 409],
  },
  'GET /v1/virtualMachines/getPassword/:id': {
    summary: "The VM's initial password, once it is built",
    errors: [403, 409],
  },
  'GET /v1/virtualMachines/getAccessKey/:id': {
    summary: "The VM's SSH private key (PEM), once it is built",
    errors: [403, 409],
  },
  'GET /v1/virtualMachines/getConsole/:id': {
    summary: 'A one-time console link for a Running VM',
    errors: [403, 409],
  },
  ...Object.fromEntries(
    POWER_ACTIONS.map((action) => [
      `POST /v1/virtualMachines/${action}/:id`,
      { summary: `${POWER_VERB[action]} a VM, when its status allows`, errors: [403, 409] },
    ]),
  ),
  'DELETE /v1/virtualMachines/delete/:id': { summary: 'Deletes a VM', errors: [403, 409] },
  'PUT /v1/virtualMachines/edit/:id': {
    summary: 'Renames a VM or changes its team',
    errors: [403, 409],
  },
  'PUT /v1/virtualMachines/changeConfiguration': {
    summary: 'Upgrades a VM to a larger size (standard sizes only)',
    errors: [403, 409],
  },
  'GET /v1/quotas/usage': {
    summary: 'Whether the account is a trial and, if so, what it holds of each trial quota',
  },
  'GET /v1/virtualMachines/listCountries': { summary: 'Countries with datacenters' },
  'GET /v1/virtualMachines/listRegions/:id': { summary: "A country's regions" },
  'GET /v1/virtualMachines/listCombinedRegions': { summary: 'Every region with its country' },
  'GET /v1/virtualMachines/getRegion/:id': { summary: 'One region' },
  'GET /v1/virtualMachines/listDatacenters/:id': { summary: "A region's datacenters" },
  'GET /v1/virtualMachines/listCities/:id': { summary: "A region's cities" },
  'GET /v1/virtualMachines/listImages/:id': { summary: 'Images offered in a datacenter' },
  'GET /v1/virtualMachines/listConfigurations': { summary: 'The standard sizes' },
  'GET /v1/virtualMachines/fetchVirtualMachineConfigurations/:id': {
    summary: 'Sizes a VM can be upgraded to',
  },
  'GET /v1/virtualMachines/listProviders/:id': {
    summary: 'Providers offering a size and image in a datacenter',
  },

  // Jobs, datacenters
  'GET /v1/resource/jobs/:id': { summary: "A background job's progress" },
  'GET /v1/resource/datacenterAvailability/:id': {
    summary: "A datacenter's availability, with its setup job while it is being set up",
  },

  // Networks
  'GET /v1/networks/listNetAdapters/:id': { summary: "A VM's network interfaces" },
  'GET /v1/networks/list': { summary: "A page of the company's networks, with connected VMs" },
  'GET /v1/networks/getCIDRDetails': {
    summary:
      "A block's gateway and DHCP range (/22 to /27), and overlap with the region's networks",
  },
  'POST /v1/networks/create': {
    summary: 'Starts creating a network; answers its job',
    errors: [403, 409],
  },
  'PUT /v1/networks/update/:id': {
    summary: "Changes a network's name, description and addressing (never its type or place)",
    errors: [409],
  },
  'GET /v1/networks/:id': {
    summary: 'One network, with its address usage',
    operationId: 'getNetwork',
  },
  'GET /v1/networks/:id/vmsForNetwork': { summary: 'The VMs connected to a network' },
  'DELETE /v1/networks/delete/:id': {
    summary: 'Deletes a network nothing is connected to',
    errors: [409],
  },
  'POST /v1/networks/allocatePublicIp/:id': {
    summary: 'NAT-maps a public IPv4 to an interface',
    errors: [403, 409],
  },
  'DELETE /v1/networks/releasePublicIp/:id': {
    summary: "Releases an interface's public IPv4",
    errors: [409],
  },
  'GET /v1/virtualMachines/:id/availableNetworks': {
    summary: "The networks in the VM's region it is not on yet",
  },
  'POST /v1/virtualMachines/:id/addNetworkInterfaces': {
    summary: 'Starts attaching an interface on a network; answers its job',
    errors: [409],
  },
  'DELETE /v1/virtualMachines/:id/removeNetworkInterfaces/:adapterId': {
    summary: 'Removes an interface (never the primary)',
    errors: [409],
  },

  // Support
  'POST /v1/support/sendEmail': {
    summary: "Sends a support message to the account's support desk, with a copy to the sender",
    errors: [429],
  },

  // Teams
  'GET /v1/teams/list': { summary: "A page of the company's teams" },
  'DELETE /v1/teams/delete': { summary: 'Deletes a team', errors: [403, 409] },
  'GET /v1/teams/:id': { summary: 'A team with one page of its members', operationId: 'getTeam' },
  'POST /v1/teams/create': {
    summary:
      `Creates a team, at the top or under a parent (${TEAM_MAX_DEPTH} levels at most, ` +
      `${TEAM_MAX_PER_COMPANY} teams a company); the creator is its Admin`,
    errors: [403, 409],
  },
  'POST /v1/teams/update': {
    summary: 'Renames a team, and moves it under another parent (never into a cycle)',
    errors: [403],
  },
  'POST /v1/teams/addUser': { summary: 'Adds a user to a team with a role', errors: [403, 409] },
  'DELETE /v1/teams/removeUser': {
    summary:
      'Takes a user out of a team, if the caller could grant their role there (the last Admin stays)',
    errors: [403, 409],
  },
  'GET /v1/roles/userRoles': { summary: 'The roles (1 is Admin)' },
  'POST /v1/roles/updateUserRoleForTeam': {
    summary: "Changes a member's role; Admin is neither granted nor taken here",
    errors: [403],
  },
  'GET /v1/permissions/mine': { summary: 'What the signed-in user may do, team by team' },
  'GET /v1/permissions/list/:teamId': { summary: "A team's permission table, role by role" },
  'POST /v1/permissions/assign': {
    summary: 'Sets what a non-Admin role may do in a team',
    errors: [403],
  },
  'GET /v1/users/list': { summary: "A page of the company's users" },
  'GET /v1/users/details/:id': { summary: 'A user of the company' },
  'GET /v1/users/teams/:id': { summary: "A page of a user's teams with their role in each" },
  'POST /v1/users/create': {
    summary: 'Invites a user: an invitation link lands in the outbox',
    errors: [403, 409],
  },
  'POST /v1/users/edit': { summary: "Changes a user's names", errors: [403] },
  'DELETE /v1/users/delete/:id': {
    summary: 'Deletes a user (never yourself) and ends their sessions',
    errors: [403],
  },

  // Platform and back office
  'POST /v1/logging': {
    summary: 'Reports a client event (level, message, context); signed in or not',
    errors: [429],
  },
  'GET /v1/debug/debugSharktech': {
    summary: 'Sandbox diagnostics: uptime, world version, counts, clock, journal size',
  },
  ...recordDocs('/v1/system/addressTypes', 'SystemAddressType', 'address types', 'reseller Admins'),
  ...recordDocs('/v1/system/contactTypes', 'SystemContactType', 'contact types', 'reseller Admins'),
  ...recordDocs('/v1/system/countries', 'SystemCountry', 'countries', 'reseller Admins'),
  ...recordDocs('/v1/entity/contacts', 'EntityContact', "the company's contacts", 'company Admins'),
  ...recordDocs(
    '/v1/entity/businessAddresses',
    'EntityBusinessAddress',
    "the company's business addresses",
    'company Admins',
  ),
  ...recordDocs(
    '/v1/entity/companies',
    'EntityCompany',
    'companies',
    'Admins of the company or its reseller',
  ),
  ...Object.fromEntries(
    IMPORT_KINDS.map((kind) => [
      `POST /v1/imports/${kind}`,
      {
        summary: `Imports ${kind} rows (reseller Admins); reports created and refused rows`,
        errors: [403],
      },
    ]),
  ),

  // The sandbox's own controls
  'GET /__sandbox/info': {
    summary: 'Sandbox facts for the portal badge: clock, scenarios, outbox',
  },
  'GET /__sandbox/outbox': { summary: 'Caught emails, newest first' },
  'POST /__sandbox/reset': {
    summary: 'Back to the seeded world (a hosted world: to the template it was made from)',
  },
  'GET /__sandbox/clock': { summary: "The sandbox clock's state" },
  'POST /__sandbox/clock/pause': { summary: 'Pauses simulated time' },
  'POST /__sandbox/clock/resume': { summary: 'Resumes simulated time' },
  'POST /__sandbox/clock/fastForward': {
    summary: 'Moves time on by N minutes; whatever comes due applies',
  },
  'PUT /__sandbox/clock/timeScale': { summary: 'Speeds every simulated duration up or down' },
  'GET /__sandbox/scenarios': { summary: 'The failure scenarios' },
  'PATCH /__sandbox/scenarios': {
    summary: 'Switches failure scenarios on or off',
    operationId: 'sandboxSetScenarios',
  },
  'POST /__sandbox/datacenters/:id/initialize': {
    summary: "Starts a datacenter's setup, with its job",
  },
  'POST /__sandbox/datacenters/:id/maintenance': { summary: 'Takes a datacenter into maintenance' },
  'DELETE /__sandbox/datacenters/:id/outage': { summary: 'Puts a datacenter back in service' },
  'GET /__sandbox/snapshots': { summary: 'Saved snapshots of the world' },
  'POST /__sandbox/snapshots': {
    summary: 'Saves the world under a name',
    operationId: 'sandboxSaveSnapshot',
  },
  'POST /__sandbox/snapshots/:name/load': { summary: 'Loads a saved snapshot' },
  'DELETE /__sandbox/snapshots/:name': {
    summary: 'Deletes a saved snapshot',
    operationId: 'sandboxDeleteSnapshot',
  },
  'POST /__sandbox/personalise': {
    summary: "Shows a prospect's name and logo on the reseller persona's branding",
    operationId: 'sandboxPersonalise',
  },
  'DELETE /__sandbox/personalise': {
    summary: "Restores the reseller persona's own branding",
    operationId: 'sandboxRestoreBranding',
  },
  'GET /__sandbox/requests': { summary: 'The request log, newest first' },
  'GET /__sandbox/requests/:id': {
    summary: "One logged call's bodies, secrets masked",
    operationId: 'sandboxRequest',
  },
  'GET /__sandbox/clientEvents': {
    summary: 'Client events reported to POST /v1/logging, newest first',
  },
  'POST /__sandbox/keep': {
    summary: 'Keeps a hosted trial world: it lives TRIAL_KEPT_DAYS after each visit (hosted only)',
    operationId: 'sandboxKeep',
    errors: [409, 410, 429],
  },
  'POST /__sandbox/contact-sales': {
    summary: "Asks the sales team to get in touch with the hosted world's visitor (hosted only)",
    operationId: 'sandboxContactSales',
    errors: [409, 410, 429],
  },
  'GET /__sandbox/gettingStarted': {
    summary: "Which first steps the signed-in user's company has done (demo and hosted sandboxes)",
  },
};

/** The route's entry; undefined for pages and files, which the document leaves out. */
export function routeDoc(method: string, url: string): RouteDoc | undefined {
  if (NOT_API.some((pattern) => pattern.test(url))) return undefined;
  return DOCS[`${method} ${url}`] ?? { summary: UNDOCUMENTED };
}

/** Operations are grouped by area: the first segment of the path ("virtualMachines"). */
export function tagOf(url: string): string {
  if (url.startsWith('/__sandbox')) return 'sandbox';
  return url.split('/')[2] ?? 'api';
}
