/** Every portal path, built in one place. Screens never concatenate paths themselves. */
const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

export const paths = {
  home: () => '/',
  findPartner: () => '/findPartner',
  login: () => '/login',
  mfa: () => '/mfa',
  logout: () => '/logout',
  forgotPassword: () => '/forgotPassword',
  resetPassword: () => '/resetPassword',
  confirmNewUser: () => '/confirmNewUser',

  dashboard: () => '/dashboard',
  virtualMachines: () => '/virtualMachines',
  createVirtualMachine: (datacenterId?: number) =>
    datacenterId ? withQuery('/createVirtualMachine', { datacenterId }) : '/createVirtualMachine',
  virtualMachineDetails: (id: number) => `/virtualMachineDetails/${id}`,
  virtualMachineEdit: (id: number) => `/virtualMachineDetails/${id}/edit`,
  virtualMachineConsole: (id: number) => `/virtualMachineConsole/${id}`,
  networks: () => '/networks',
  networkDetails: (id: number) => `/networks/${id}`,
  networkEdit: (id: number) => `/networks/${id}/edit`,
  createNetwork: () => '/createNetwork',
  teams: () => '/teams',
  team: (id: number) => withQuery('/team', { id }),
  createEditTeam: (id?: number) => (id ? withQuery('/createEditTeam', { id }) : '/createEditTeam'),
  users: () => '/users',
  user: (id: number) => withQuery('/user', { id }),
  createUser: () => '/createUser',
  support: () => '/support',
  supportFaq: () => '/support/faq',
  supportPolicies: () => '/support/policies',
  supportPortalGuides: () => '/support/portalGuides',
  supportTechnicalDocs: () => '/support/technicalDocs',
  supportReleaseNotes: () => '/support/releaseNotes',
  supportOpenTicket: () => '/support/openTicket',
  partnerCenter: () => '/partnerCenter',
  partnerProductCollateral: () => '/partnerCenter/productCollateral',
  partnerPlaybooks: () => '/partnerCenter/playbooks',
  partnerSetupProcesses: () => '/partnerCenter/setupProcesses',
  orderServices: () => '/orderServices',
} as const;
