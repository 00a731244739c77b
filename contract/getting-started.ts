import { z } from 'zod';

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

/** GET /__sandbox/gettingStarted: which steps the signed-in user's company has done. */
export const gettingStartedSchema = z.object({
  /** The world's id: where the portal remembers that its visitor folded or hid the checklist. */
  world: z.string(),
  steps: z.array(z.object({ id: z.enum(GETTING_STARTED_STEP_IDS), done: z.boolean() })),
  done: z.number().int().min(0),
  total: z.number().int().min(1),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/** Said when the sandbox offers no checklist (a plain sandbox run, not a demo or a hosted world). */
export const GETTING_STARTED_UNAVAILABLE =
  'Getting started is offered in demo and hosted sandboxes only';
