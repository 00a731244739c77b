// Kept apart from the schema (and so from zod): the portal's dashboard lists these steps, and
// it loads no schema library.

/**
 * The first steps a sandbox's visitor is guided through, in order: the sandbox ticks each one
 * from the world's state and the portal lists them, both from this one table. `path` is the
 * portal screen where the step is done.
 */
export const GETTING_STARTED_STEPS = [
  {
    id: 'vm-running',
    title: 'Create a virtual machine',
    why: 'Watch a server get built and reach Running in a few minutes.',
    path: '/createVirtualMachine',
  },
  {
    id: 'network-created',
    title: 'Create a network',
    why: 'Private networks keep your machines talking to each other, not to the internet.',
    path: '/createNetwork',
  },
  {
    id: 'teammate-invited',
    title: 'Invite a teammate',
    why: 'Work together, each with a role that allows only what they need.',
    path: '/createUser',
  },
  {
    id: 'console-opened',
    title: "Open a VM's console",
    why: 'Reach a machine from the browser, even when its network is down.',
    path: '/virtualMachines',
  },
  {
    id: 'support-used',
    title: 'Read a support guide or open a ticket',
    why: 'Know where answers are before you need them.',
    path: '/support',
  },
] as const;

export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];
export type GettingStartedStepId = GettingStartedStep['id'];
export const GETTING_STARTED_STEP_IDS = GETTING_STARTED_STEPS.map((s) => s.id) as [
  GettingStartedStepId,
  ...GettingStartedStepId[],
];
