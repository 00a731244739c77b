import { ACTIVITY_DETAIL_MAX, type ActivityKind } from '@contract/activity';
import type { World } from '../../model/schema';

/** What a call that succeeded tells of itself: its parsed parameters and body, and the world after it. */
export type SucceededCall = { params: unknown; body: unknown; world: World };

type Recorded = { kind: ActivityKind; detail: (call: SucceededCall) => string };

const field = (value: unknown, name: string): string => {
  const v = (value as Record<string, unknown> | null)?.[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};
const vmName = (call: SucceededCall) => {
  const id = Number(field(call.params, 'id') || field(call.body, 'id'));
  return call.world.virtualMachines.find((vm) => vm.id === id)?.name ?? `VM ${id}`;
};
const vmAction = (action: string): Recorded => ({
  kind: 'vm.action',
  detail: (call) => `${action} ${vmName(call)}`,
});
const named = (kind: ActivityKind, name = 'name'): Recorded => ({
  kind,
  detail: (call) => field(call.body, name),
});

/**
 * The API calls a prospect's activity is made of, by method and route pattern, each with the
 * short detail kept of it: a name, never a password, token, code or message.
 */
const RECORDED: Record<string, Recorded> = {
  'POST /v1/auth/mfa': { kind: 'signed-in', detail: () => '' },
  'POST /v1/virtualMachines/create': named('vm.created'),
  'POST /v1/virtualMachines/start/:id': vmAction('start'),
  'POST /v1/virtualMachines/stop/:id': vmAction('stop'),
  'POST /v1/virtualMachines/reset/:id': vmAction('restart'),
  'PUT /v1/virtualMachines/changeConfiguration': vmAction('upgrade'),
  'PUT /v1/virtualMachines/edit/:id': vmAction('rename'),
  'DELETE /v1/virtualMachines/delete/:id': vmAction('delete'),
  'GET /v1/virtualMachines/getConsole/:id': { kind: 'console.opened', detail: vmName },
  'POST /v1/networks/create': named('network.created'),
  'POST /v1/users/create': named('user.invited', 'email'),
  'POST /v1/teams/create': named('team.created'),
  'POST /v1/support/sendEmail': { kind: 'ticket.created', detail: () => '' },
};

/** What a succeeded call records, or null when it records nothing. */
export function recordedCall(method: string, route: string) {
  const recorded = RECORDED[`${method} ${route}`];
  if (!recorded) return null;
  return (call: SucceededCall) => ({
    kind: recorded.kind,
    detail: recorded.detail(call).slice(0, ACTIVITY_DETAIL_MAX),
  });
}
