import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KEY_REQUIRED } from '../hosting/one-world-host';
import { worldOf } from '../hosting/request-world';
import { WORLD_KEY_REQUIRED } from '../hosting/trial/hosted-world';
import { giveKeyCookie, SANDBOX_KEY_COOKIE } from './key-cookie';
import { readsPersonaMail } from './persona-mail';
import { asksAsSignedIn } from './lead-callers';
import { isAllowedOrigin } from './cors';
import { fromForeignPage } from './page-origin';

export const SANDBOX_MESSAGES = {
  keyRequired: KEY_REQUIRED,
  foreignOrigin: 'Sandbox controls answer only the portal and local pages',
  worldKeyRequired: WORLD_KEY_REQUIRED,
  jsonOnly: 'Sandbox controls accept only application/json requests',
} as const;

// The checklist is the signed-in user's own (it asks for their session), not the controls'.
const OPEN_PATHS = /^\/__sandbox\/(info|gettingStarted|(page\/.*)?)$/;

/** Whether the request carries its world's key, in the header or (where it may) the cookie. */
export function hasSandboxKey(request: FastifyRequest): boolean {
  return sentKey(request) !== null;
}

/** The world's key as the request sent it, and where; null when it sent none that matches. */
function sentKey(request: FastifyRequest): { key: string; inCookie: boolean } | null {
  const { world } = request;
  if (!world) return null;
  const header = request.headers['x-sandbox-key'];
  const inCookie = typeof header !== 'string';
  const sent = !inCookie
    ? header
    : world.access.keyCookie && request.headers.cookie
      ? request.server.parseCookie(request.headers.cookie)[SANDBOX_KEY_COOKIE]
      : undefined;
  return typeof sent === 'string' && world.access.matches(sent) ? { key: sent, inCookie } : null;
}

/** Whether the request sends a key at all (a wrong one is counted against its address). */
function presentedKey(request: FastifyRequest): boolean {
  if (typeof request.headers['x-sandbox-key'] === 'string') return true;
  const { cookie } = request.headers;
  if (!cookie || !request.world?.access.keyCookie) return false;
  return request.server.parseCookie(cookie)[SANDBOX_KEY_COOKIE] !== undefined;
}

/**
 * The guard of /__sandbox/* (outbox, reset...), which can read sign-in codes and wipe the world:
 * - beyond loopback, only callers with the sandbox key get in;
 * - a browser page of another origin is refused, whatever it asks, even when it sends no Origin;
 * - changes must be JSON, which a page can only send after a CORS preflight this sandbox
 *   answers for allowed origins only (a plain form post cannot reach it).
 */
export function installSandboxGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    const world = worldOf(request);
    const path = request.url.split('?')[0] ?? '';
    // What anyone may read without the key: whether this is a sandbox (the portal's badge), and
    // the control room page itself, which then asks for the key to do anything.
    const open = request.method === 'GET' && OPEN_PATHS.test(path);
    const keyless = open || readsPersonaMail(request, path) || asksAsSignedIn(request, path);
    // Only where a key is asked for: elsewhere (loopback) a wrong one opens as much as none.
    const presented = world.access.required && presentedKey(request);
    if (presented) request.server.wrongKeys.checkAddress(request, reply);
    const sent = sentKey(request);
    if (presented && !sent) await request.server.wrongKeys.counted(request, reply);
    if (!keyless && world.access.required && !sent)
      return reply.status(401).send({ message: world.access.refusal, data: null });
    // The open page may be linked to from anywhere; a call with an Origin is judged by it.
    const judged = request.headers.origin !== undefined || !open;
    const own = (origin: string) => isAllowedOrigin(world, origin);
    // A hosted world's neighbours are same-site with it: another world's page is foreign.
    const sameSiteIsForeign = world.access.ownOriginOnly;
    if (judged && fromForeignPage(request, own, { sameSiteIsForeign }))
      return reply.status(403).send({ message: SANDBOX_MESSAGES.foreignOrigin, data: null });
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    const type = request.headers['content-type'] ?? '';
    if (changes && !/^application\/json\b/i.test(type))
      return reply.status(415).send({ message: SANDBOX_MESSAGES.jsonOnly, data: null });
    // Let in: the visitor's key lives as long as their world does.
    if (sent?.inCookie && world.access.keyCookie)
      giveKeyCookie(reply, sent.key, world.access.keyCookie);
  });
}
