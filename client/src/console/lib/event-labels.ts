import type { ActivityEvent } from '@contract/activity';

const LABELS: Record<ActivityEvent['kind'], string> = {
  opened: 'Opened',
  'signed-in': 'Signed in',
  page: 'Viewed',
  'vm.created': 'Created a VM',
  'vm.action': 'VM action',
  'network.created': 'Created a network',
  'user.invited': 'Invited a user',
  'team.created': 'Created a team',
  'ticket.created': 'Opened a support ticket',
  'document.read': 'Read',
  'console.opened': "Opened a VM's console",
};

/** An event as a line of the timeline: what happened, and to what. */
export const eventLine = (e: Pick<ActivityEvent, 'kind' | 'detail'>) =>
  e.detail ? `${LABELS[e.kind]}: ${e.detail}` : LABELS[e.kind];

/** A duration in whole minutes, as the console says it. */
export const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);
