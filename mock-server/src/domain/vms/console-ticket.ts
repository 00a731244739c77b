import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { epochSeconds } from '../../simulation/clock';
import { hmacKey } from '../auth/tokens';

/**
 * A console page is opened in an iframe, which cannot send a bearer header; the URL carries a
 * short-lived ticket instead: an HS256 JWT bound to one VM and its company. Like the other
 * security lifetimes it is not scaled by SANDBOX_TIME_SCALE.
 */
export const CONSOLE_TICKET_TTL_S = 5 * 60;

const claimsSchema = z.object({
  typ: z.literal('console'),
  vmId: z.number(),
  companyId: z.number(),
  iat: z.number(),
  exp: z.number(),
});
export type ConsoleTicket = z.infer<typeof claimsSchema>;

export function signConsoleTicket(
  secret: string,
  target: { vmId: number; companyId: number },
  now: Date,
): string {
  const iat = epochSeconds(now);
  const claims: ConsoleTicket = { typ: 'console', ...target, iat, exp: iat + CONSOLE_TICKET_TTL_S };
  return jwt.sign(claims, hmacKey(secret), { algorithm: 'HS256' });
}

/** The ticket's claims when it is genuine, unexpired and for this VM; otherwise null. */
export function verifyConsoleTicket(
  secret: string,
  ticket: string | undefined,
  vmId: number,
  now: Date,
): ConsoleTicket | null {
  if (!ticket) return null;
  try {
    const decoded = jwt.verify(ticket, hmacKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: epochSeconds(now),
    });
    const parsed = claimsSchema.safeParse(decoded);
    return parsed.success && parsed.data.vmId === vmId ? parsed.data : null;
  } catch {
    return null;
  }
}

export const consoleUrlFor = (origin: string, vmId: number, ticket: string) =>
  `${origin}/console/${vmId}?ticket=${encodeURIComponent(ticket)}`;
