/**
 * What "Try it out" in /docs sends unless it is edited: valid for the call's schema, with the
 * demo login and ids of seeded records, so that in a freshly seeded sandbox, signed in as the
 * demo login the document names beside the call, nothing is refused for its input or its sender
 * (a write may still meet the world's state: starting a VM that is running). Calls that need
 * something only an email holds (the MFA code, a reset or invitation link) show the shape with a
 * made-up value.
 */
import { PERMISSIONS } from '@contract/permissions';
import { RECORD_CALLS, type RecordCall } from '@contract/record-paths';

/**
 * The demo logins a protected call's example is written for, each named in the document beside
 * the call. Most are the demo customer's (Northwind Logistics); the changes only a reseller's
 * Admin may make are the demo reseller's, which the demo customer would get a 403 for.
 */
export const EXAMPLE_LOGINS = {
  customer: {
    email: 'customer@example.com',
    password: 'Customer#Demo2026',
    who: 'the demo customer',
  },
  reseller: {
    email: 'reseller@example.com',
    password: 'Reseller#Demo2026',
    who: "the demo reseller's Admin",
  },
} as const;
export type ExampleLogin = keyof typeof EXAMPLE_LOGINS;

export type RequestExample = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Who the example is written for when not the demo customer. */
  signedInAs?: ExampleLogin;
};

// The snapshot the example of POST /__sandbox/snapshots saves, which the others load and delete.
const SNAPSHOT = 'before-demo';

/** A path parameter with no example of its own: the seeded record 1 of the customer. */
export const DEFAULT_PARAM_EXAMPLES: Record<string, string | number> = {
  id: 1,
  teamId: 1,
  adapterId: 1,
  name: SNAPSHOT,
  token: 'the-token-from-the-email-link',
};

const DEMO_LOGIN = {
  email: EXAMPLE_LOGINS.customer.email,
  password: EXAMPLE_LOGINS.customer.password,
};
const NEW_PASSWORD = 'Northwind#Welcome2026';

/** The same example at a record call's REST path and at its verb path. */
function recordExamples(
  base: string,
  examples: Partial<Record<RecordCall, RequestExample>>,
): Record<string, RequestExample> {
  return Object.fromEntries(
    Object.entries(examples).flatMap(([call, example]) => {
      const { method, rest, verb } = RECORD_CALLS[call as RecordCall];
      return [
        [`${method} ${base}${rest}`, example],
        [`${method} ${base}${verb}`, example],
      ];
    }),
  );
}

export const REQUEST_EXAMPLES: Record<string, RequestExample> = {
  'POST /v1/auth/login': { body: DEMO_LOGIN },
  'POST /v1/auth/mfa': { body: { code: '123456' } },
  'POST /v1/users/forgotPassword': { body: { email: DEMO_LOGIN.email } },
  'POST /v1/users/resetPasswordFromEmail/:token': {
    body: { password: NEW_PASSWORD, resetKey: 'the-key-from-the-email-link', id: 1 },
  },
  'POST /v1/users/confirmEmail/:token': {
    body: {
      password: NEW_PASSWORD,
      resetKey: 'the-key-from-the-email-link',
      id: 4,
      firstName: 'Irene',
      lastName: 'Vasquez',
    },
  },
  'POST /v1/partners/inquiry': {
    body: {
      firstName: 'Maya',
      lastName: 'Lindqvist',
      email: 'maya.lindqvist@fjordtech.example',
      phone: '+46 8 555 010 20',
      company: 'Fjord Tech',
      jobTitle: 'CTO',
      country: 'Sweden',
      state: '',
      howDidYouHear: 'A colleague',
      message: 'We run about 40 VMs and would like a partner in the Nordics.',
    },
  },
  'POST /v1/logging': {
    body: { level: 'info', message: 'Opened the virtual machine list', context: { screen: 'vms' } },
  },

  'POST /v1/users/create': {
    body: { email: 'new.colleague@northwind.example', roleId: 2, teamIds: [1] },
  },
  'POST /v1/users/edit': { body: { id: 1, firstName: 'Dana', lastName: 'Whitfield' } },
  'DELETE /v1/users/delete/:id': { params: { id: 31 } },
  'POST /v1/teams/create': { body: { name: 'Release Engineering', parentTeamId: 1 } },
  'POST /v1/teams/update': { body: { teamId: 2, name: 'Network Platform', parentTeamId: 1 } },
  'POST /v1/teams/addUser': { body: { teamId: 2, userId: 31, roleId: 2 } },
  'DELETE /v1/teams/removeUser': { body: { teamId: 6, userId: 29 } },
  'DELETE /v1/teams/delete': { body: { teamId: 6 } },
  'POST /v1/roles/updateUserRoleForTeam': { body: { teamId: 1, userId: 14, roleId: 2 } },
  'POST /v1/permissions/assign': {
    body: {
      teamId: 1,
      roleId: 2,
      permissionIds: [PERMISSIONS['vm.create'].id, PERMISSIONS['vm.power'].id],
    },
  },

  'GET /v1/virtualMachines/listConfigurations': { query: { imageId: 1, datacenterId: 1 } },
  'GET /v1/virtualMachines/listProviders/:id': { query: { imageId: 1, configurationId: 3 } },
  'POST /v1/virtualMachines/create': {
    body: {
      datacenterId: 1,
      imageId: 1,
      configurationId: 3,
      providerId: 1,
      name: 'web-prod-02',
      numberOfInstances: 1,
      teamId: 1,
      allocatePublicIp: false,
    },
  },
  'PUT /v1/virtualMachines/edit/:id': { params: { id: 2 }, body: { name: 'worker-stg-02' } },
  'PUT /v1/virtualMachines/changeConfiguration': { body: { id: 2, configurationId: 4 } },
  'DELETE /v1/virtualMachines/delete/:id': { params: { id: 11 } },

  'GET /v1/networks/getCIDRDetails': { query: { cidr: '10.50.0.0/24', datacenterId: 1 } },
  'POST /v1/networks/create': {
    body: {
      name: 'Web Tier',
      description: 'Front-end servers',
      networkType: 'standard',
      cidrBlock: '10.50.0.0/24',
      dhcpStartAddress: '10.50.0.10',
      dhcpEndAddress: '10.50.0.200',
      defaultRoute: '10.50.0.1',
      dnsServers: '1.1.1.1, 8.8.8.8',
      datacenterId: 1,
    },
  },
  'PUT /v1/networks/update/:id': {
    params: { id: 5 },
    body: {
      name: 'Backend Services',
      description: 'Internal APIs',
      networkType: 'standard',
      cidrBlock: '10.30.0.0/24',
      dhcpStartAddress: '10.30.0.10',
      dhcpEndAddress: '10.30.0.200',
      defaultRoute: '10.30.0.1',
      dnsServers: '1.1.1.1, 8.8.8.8',
    },
  },
  'DELETE /v1/networks/delete/:id': { params: { id: 6 } },
  'POST /v1/networks/allocatePublicIp/:id': { params: { id: 3 } },
  'POST /v1/virtualMachines/:id/addNetworkInterfaces': { body: { networkId: 5 } },
  'DELETE /v1/virtualMachines/:id/removeNetworkInterfaces/:adapterId': {
    params: { id: 1, adapterId: 1 },
  },

  'POST /v1/support/sendEmail': {
    body: { message: 'The console of win-sql-qa-01 does not open. Could you have a look?' },
  },

  ...recordExamples('/v1/system/addressTypes', {
    create: {
      body: { name: 'Warehouse', description: 'Goods in and out' },
      signedInAs: 'reseller',
    },
    update: { body: { description: 'Where invoices go' }, signedInAs: 'reseller' },
    delete: { signedInAs: 'reseller' },
  }),
  ...recordExamples('/v1/system/contactTypes', {
    create: {
      body: { name: 'Legal', description: 'Contracts and notices' },
      signedInAs: 'reseller',
    },
    update: { body: { description: 'The main contact' }, signedInAs: 'reseller' },
    delete: { signedInAs: 'reseller' },
  }),
  ...recordExamples('/v1/system/countries', {
    create: { body: { name: 'Iceland', code: 'IS' }, signedInAs: 'reseller' },
    update: { body: { name: 'United States of America' }, signedInAs: 'reseller' },
    delete: { signedInAs: 'reseller' },
  }),
  ...recordExamples('/v1/entity/contacts', {
    create: {
      body: {
        contactTypeId: 2,
        firstName: 'Ines',
        lastName: 'Albrecht',
        email: 'ines.albrecht@northwind.example',
        phone: '+1 (555) 010-2000',
        jobTitle: 'Controller',
      },
    },
    update: { body: { jobTitle: 'Head of Finance' } },
  }),
  ...recordExamples('/v1/entity/businessAddresses', {
    create: {
      body: {
        addressTypeId: 3,
        line1: '400 Harbor Way',
        line2: 'Suite 4',
        city: 'Portland',
        state: 'OR',
        postalCode: '97201',
        countryId: 1,
      },
    },
    update: { body: { line2: 'Suite 5' } },
  }),
  ...recordExamples('/v1/entity/companies', {
    create: {
      body: { name: 'Bayside Dental', domain: 'baysidedental.example' },
      signedInAs: 'reseller',
    },
    update: { body: { name: 'Northwind Logistics Group' } },
  }),
  'POST /v1/imports/company': {
    signedInAs: 'reseller',
    body: {
      rows: [
        {
          name: 'Bayside Dental',
          domain: 'baysidedental.example',
          contactFirstName: 'Ana',
          contactLastName: 'Ruiz',
          contactEmail: 'ana.ruiz@baysidedental.example',
        },
      ],
    },
  },
  'POST /v1/imports/reseller': {
    signedInAs: 'reseller',
    body: {
      rows: [
        {
          name: 'Northern Lights IT',
          domain: 'northernlights.example',
          contactFirstName: 'Eero',
          contactLastName: 'Laine',
          contactEmail: 'eero.laine@northernlights.example',
          resellerName: 'Northern Lights Cloud',
          resellerEmail: 'support@northernlights.example',
        },
      ],
    },
  },
  'POST /v1/imports/distributer': {
    signedInAs: 'reseller',
    body: {
      rows: [
        { name: 'Atlantic Distribution', countryId: 1, contactEmail: 'sales@atlantic.example' },
      ],
    },
  },

  'POST /__sandbox/clock/fastForward': { body: { minutes: 30 } },
  'PUT /__sandbox/clock/timeScale': { body: { scale: 0.1 } },
  'PATCH /__sandbox/scenarios': {
    body: {
      failNextCreation: {
        resourceType: 'virtual_machine',
        stage: 'booting',
        message: 'The hypervisor did not answer',
      },
      consolesUnavailable: false,
      latencyMs: 0,
      serverErrors: null,
      quotaExceeded: false,
    },
  },
  'POST /__sandbox/snapshots': { body: { name: SNAPSHOT } },
  // A 1x1 PNG, as an uploaded logo arrives: a data: URL.
  'POST /__sandbox/personalise': {
    body: {
      company: 'Acme Robotics',
      logo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    },
  },
  'DELETE /__sandbox/datacenters/:id/outage': { params: { id: 14 } },
  'POST /__sandbox/keep': {
    body: { name: 'Ada Lovelace', workEmail: 'ada@acme.example', company: 'Acme Robotics' },
  },
  'POST /__sandbox/contact-sales': {
    body: {
      message: 'Please call me about moving to a real account.',
      preferredContact: '+44 20 7946 0000',
    },
  },
};
