import { randomBytes } from 'node:crypto';
import { withChanges, type Change } from '../../model/changes';
import type { OutboxEmail, VirtualMachine, World } from '../../model/schema';
import { randomPassword } from '../../model/vm-password';

/** Links in emails that lead into the portal (an invitation, a password reset). */
const PORTAL_LINK = /https?:\/\/[^\s/]+(?=\/(?:confirmNewUser|resetPassword)\?)/g;

/**
 * What makes a copy of a template a world of its own: a JWT secret nobody else has (no other
 * world can sign or check its tokens), VM passwords nobody else has (one world's visitor cannot
 * log in to another's VMs with their own), and the links already in its outbox pointed at its
 * own origin rather than at wherever the template was made.
 */
export function ownChanges(template: World, origin: string): Change[] {
  const changes: Change[] = [
    { op: 'set', key: 'secrets', value: { jwt: randomBytes(48).toString('base64url') } },
  ];
  for (const vm of template.virtualMachines) {
    const record: VirtualMachine = { ...vm, sshPassword: randomPassword() };
    changes.push({ op: 'put', key: 'virtualMachines', record });
  }
  for (const email of template.outbox) {
    const text = email.text.replace(PORTAL_LINK, origin);
    const record: OutboxEmail = { ...email, text };
    if (text !== email.text) changes.push({ op: 'put', key: 'outbox', record });
  }
  return changes;
}

/** The template as a world of its own (a reset), leaving the template itself untouched. */
export function ownCopy(template: World, origin: string): World {
  return withChanges(template, ownChanges(template, origin));
}
