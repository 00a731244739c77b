import type { FastifyInstance } from 'fastify';
import { hostNameOf } from '../hosting/host-names';

export const UNKNOWN_HOST =
  'Unknown host name. Open the sandbox by one of its configured names (see SANDBOX_ALLOWED_HOSTS).';

/**
 * Every request must name this sandbox in its Host header. A web page that points a name it
 * controls at this machine (DNS rebinding) sends its own name there, and is turned away before
 * it can read an answer.
 */
export function installHostCheck(app: FastifyInstance, allowed: (name: string) => boolean): void {
  // A callback hook: every request passes here (an async one makes a promise for each).
  app.addHook('onRequest', (request, reply, done) => {
    if (allowed(hostNameOf(request))) return done();
    reply.status(421).send({ message: UNKNOWN_HOST, data: null });
  });
}
