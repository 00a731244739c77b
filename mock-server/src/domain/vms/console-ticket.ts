import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { epochSeconds } from '../../simulation/clock';
import { nextId } from '../../model/ids';
import type { ConsoleTicket, World } from '../../model/schema';
import { hmacKey } from '../auth/tokens';
import { isPast, plusMs, type DomainContext } from '../shared/context';

/**
 * A console page is opened in an iframe, which cannot send a bearer header; the URL carries a
 * ticket instead: a signed token naming a ticket record, bound to one VM, its company and the
 * session that asked. It opens one page, once, within 5 minutes, and never after that session
 * has ended. Like the other security lifetimes it is not scaled by SANDBOX_TIME_SCALE.
 */
export const CONSOLE_TICKET_TTL_S = 5 * 60;

const claimsSchema = z.object({
  typ: z.literal('console'),
  tid: z.number(),
  vmId: z.number(),
  iat: z.number(),
  exp: z.number(),
});

/** Records a ticket for the session's VM and returns the signed value for the URL. */
export function issueConsoleTicket(
  ctx: DomainContext,
  target: { vmId: number; companyId: number; familyId: number },
): string {
  const ticket: ConsoleTicket = {
    id: nextId(ctx.world, 'consoleTickets'),
    ...target,
    usedAt: null,
    expiresAt: plusMs(ctx.time.now, CONSOLE_TICKET_TTL_S * 1000),
  };
  ctx.world.consoleTickets.push(ticket);
  const iat = epochSeconds(ctx.time.now);
  const claims = {
    typ: 'console',
    tid: ticket.id,
    vmId: target.vmId,
    iat,
    exp: iat + CONSOLE_TICKET_TTL_S,
  };
  return jwt.sign(claims, hmacKey(ctx.world.secrets.jwt), { algorithm: 'HS256' });
}

/**
 * Spends the ticket in a console URL: genuine, for this VM, unused, unexpired, its session still
 * live. Returns the spent record, or null (and changes nothing) when any of that fails.
 */
export function spendConsoleTicket(
  ctx: DomainContext,
  value: string | undefined,
  vmId: number,
): ConsoleTicket | null {
  if (!value) return null;
  let claims;
  try {
    claims = claimsSchema.safeParse(
      jwt.verify(value, hmacKey(ctx.world.secrets.jwt), {
        algorithms: ['HS256'],
        clockTimestamp: epochSeconds(ctx.time.now),
      }),
    );
  } catch {
    return null;
  }
  if (!claims.success || claims.data.vmId !== vmId) return null;
  const ticket = ctx.world.consoleTickets.byId(claims.data.tid);
  if (!ticket || ticket.vmId !== vmId || ticket.usedAt || isPast(ticket.expiresAt, ctx.time.now))
    return null;
  if (!sessionLives(ctx.world, ticket.familyId, ctx.time.now)) return null;
  ticket.usedAt = ctx.time.now.toISOString();
  return ticket;
}

const sessionLives = (world: World, familyId: number, now: Date) => {
  const family = world.refreshFamilies.byId(familyId);
  return !!family && !family.revoked && !isPast(family.expiresAt, now);
};

export const consoleUrlFor = (origin: string, vmId: number, ticket: string) =>
  `${origin}/console/${vmId}?ticket=${encodeURIComponent(ticket)}`;
