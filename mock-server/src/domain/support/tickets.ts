import type { SupportTicket, World } from '../../model/schema';
import { brandOf, companyOf } from '../branding/branding';
import { PRODUCT } from '../branding/product';
import { ticketConfirmationEmail, ticketDeskEmail } from '../outbox/emails';
import { sendEmail } from '../outbox/outbox';
import { nextId } from '../../model/ids';
import { unauthorized } from '../shared/errors';

/** Tickets are rate limited per account, but the sandbox still keeps only the newest. */
export const TICKET_LIMIT = 1000;

/**
 * Where a company's tickets go: a reseller's customers (and the reseller itself) write to the
 * reseller's support address, everyone else to the provider's support desk.
 */
export const supportDeskOf = (resellerEmail: string | null) =>
  resellerEmail ?? PRODUCT.supportEmail;

/**
 * Files a support ticket (message already validated) for the caller's company, confirms it to
 * the caller and sends the support desk its copy.
 */
export function fileTicket(
  world: World,
  now: Date,
  userId: number,
  message: string,
): SupportTicket {
  const user = world.users.byId(userId);
  if (!user) throw unauthorized();
  const company = companyOf(world, user);
  const brand = brandOf(world, company);
  const ticket: SupportTicket = {
    id: nextId(world, 'supportTickets'),
    companyId: company.id,
    userId,
    message,
    createdAt: now.toISOString(),
  };
  world.supportTickets.push(ticket);
  world.supportTickets.keepNewest(TICKET_LIMIT);
  sendEmail(world, now, ticketConfirmationEmail(brand, user.email, ticket));
  sendEmail(
    world,
    now,
    ticketDeskEmail(brand, supportDeskOf(brand.resellerEmail), ticket, {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      company: company.name,
    }),
  );
  return ticket;
}
