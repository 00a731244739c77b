import type { FastifyReply, FastifyRequest } from 'fastify';
import { SELLER_MESSAGES, type ConsoleUser } from '@contract/sellers';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { apexOrigin } from '../../hosting/trial/trial-config';
import type { DemoActor } from '../../storage/ports/demos';
import { fromForeignPage } from '../../plugins/page-origin';

/** The HttpOnly cookie of the apex that holds a seller's session. */
export const CONSOLE_COOKIE = 'console_session';

export const CONSOLE_GUARD_MESSAGES = {
  foreignOrigin: 'The sales console answers only its own pages',
  jsonOnly: 'The sales console accepts only application/json requests',
} as const;

/** The calls anyone may make: activating an account and signing in. */
const OPEN_CALLS = new Set(['POST /__sellers/activate', 'POST /__sellers/session']);

const users = new WeakMap<FastifyRequest, ConsoleUser>();

/** Who is using the console, as the guard found them. */
export function consoleUserOf(request: FastifyRequest): ConsoleUser {
  const user = users.get(request);
  if (!user) throw new Error('A console route ran without the console guard');
  return user;
}

export const actorOf = (user: ConsoleUser): DemoActor => ({
  kind: user.kind,
  id: user.id,
  name: user.name,
});

export const OPERATOR: ConsoleUser = { kind: 'operator', id: null, email: null, name: 'Operator' };

/** The session cookie's token as sent, if any. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  const token = cookie ? request.server.parseCookie(cookie)[CONSOLE_COOKIE] : undefined;
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : null;
}

/**
 * The one guard of every console call: pages of other addresses are refused (403; a world's
 * page is same-site, a sub-domain, so its visitors never reach the console with a seller's
 * cookie), changes must be JSON (415), and, but for activating and signing in, the caller is
 * the operator (its key in x-sandbox-key) or a signed-in seller (the session cookie). Any other key (a world's)
 * or a world's bearer token opens nothing here: 401.
 */
export function consoleGuard(trial: HostedTrial) {
  const own = apexOrigin(trial.config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (fromForeignPage(request, (origin) => origin === own, { sameSiteIsForeign: true }))
      return reply.status(403).send({ message: CONSOLE_GUARD_MESSAGES.foreignOrigin, data: null });
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    const type = request.headers['content-type'] ?? '';
    if (changes && !/^application\/json\b/i.test(type))
      return reply.status(415).send({ message: CONSOLE_GUARD_MESSAGES.jsonOnly, data: null });
    const call = `${request.method} ${request.url.split('?')[0] ?? ''}`;
    if (OPEN_CALLS.has(call)) return;
    const key = request.headers['x-sandbox-key'];
    if (key !== undefined) request.server.wrongKeys.checkAddress(request, reply);
    const user = await identify(trial, request);
    if (!user && key !== undefined && !trial.isOperator(key))
      await request.server.wrongKeys.counted(request, reply);
    if (!user)
      return reply.status(401).send({ message: SELLER_MESSAGES.signInRequired, data: null });
    users.set(request, user);
  };
}

async function identify(trial: HostedTrial, request: FastifyRequest): Promise<ConsoleUser | null> {
  const key = request.headers['x-sandbox-key'];
  // A key that is not the operator's (a world's) is refused even with a seller's cookie.
  if (key !== undefined) return trial.isOperator(key) ? OPERATOR : null;
  const token = sessionTokenOf(request);
  const seller = token ? await trial.sellers.bySession(token) : null;
  return seller ? { kind: 'seller', id: seller.id, email: seller.email, name: seller.name } : null;
}
