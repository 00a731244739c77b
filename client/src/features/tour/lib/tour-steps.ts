/** Where a step points: the `data-tour` name of an element the shell marks. */
export type TourTarget =
  'dashboard' | 'virtualMachines' | 'networks' | 'teams' | 'support' | 'jobStatus' | 'controlRoom';

export type TourStep = {
  target: TourTarget;
  title: string;
  text: string;
  /** How a screen reader hears what the step points at ("Points at: ..."). */
  targetName: string;
  /** In the sidebar, which below 1024 px is a slide-in menu opened by the menu button. */
  inMenu: boolean;
};

const STEPS: readonly TourStep[] = [
  {
    target: 'dashboard',
    title: 'Dashboard',
    text: 'Your account at a glance: machines, networks, teams and what your quota still allows.',
    targetName: 'Dashboard in the sidebar',
    inMenu: true,
  },
  {
    target: 'virtualMachines',
    title: 'Virtual Machines',
    text: 'Create a machine, watch it boot, start, stop or open its console.',
    targetName: 'Virtual Machines in the sidebar',
    inMenu: true,
  },
  {
    target: 'networks',
    title: 'Networks',
    text: 'Private networks connect your machines; each one gets its own address range.',
    targetName: 'Networks in the sidebar',
    inMenu: true,
  },
  {
    target: 'teams',
    title: 'Teams',
    text: 'Group people and decide what each team may see and change.',
    targetName: 'Teams in the sidebar',
    inMenu: true,
  },
  {
    target: 'support',
    title: 'Support',
    text: 'Guides for common tasks, and tickets when you need a person.',
    targetName: 'Support in the sidebar',
    inMenu: true,
  },
  {
    target: 'jobStatus',
    title: 'Job Status',
    text: 'Creating or changing a machine runs as a job; follow its progress here from any screen.',
    targetName: 'the Job Status button',
    inMenu: false,
  },
  {
    target: 'controlRoom',
    title: 'Control room',
    text: "This sandbox's controls: its clock, incidents to try, and the emails it caught.",
    targetName: 'the Sandbox badge in the sidebar, which opens the control room',
    inMenu: true,
  },
];

/** The tour's steps; the control room's only where there is one (a sandbox, not the provider). */
export const tourSteps = ({ controlRoom }: { controlRoom: boolean }): readonly TourStep[] =>
  STEPS.filter((step) => controlRoom || step.target !== 'controlRoom');

/** The attribute the shell puts on each element a step points at. */
export const tourTargetSelector = (target: TourTarget | 'menu') => `[data-tour="${target}"]`;
