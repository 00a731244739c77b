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

/** The screens anyone may open; every other path above belongs to a signed-in user. */
const PUBLIC_PATHS = new Set<keyof typeof paths>([
  'home',
  'findPartner',
  'login',
  'mfa',
  'logout',
  'forgotPassword',
  'resetPassword',
  'confirmNewUser',
]);
const firstSegment = (path: string) => path.split('/')[1]?.split('?')[0] ?? '';
const SIGNED_IN_SECTIONS = new Set(
  (Object.keys(paths) as (keyof typeof paths)[])
    .filter((name) => !PUBLIC_PATHS.has(name))
    .map((name) => firstSegment((paths[name] as (id: number) => string)(1))),
);

/** Whether a path lies among the signed-in screens (/networks/7, /virtualMachineDetails/...). */
export const isSignedInPath = (path: string) => SIGNED_IN_SECTIONS.has(firstSegment(path));
