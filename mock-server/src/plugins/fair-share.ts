import type { FastifyInstance } from 'fastify';
import { FairShare } from '../application/fair-share';

/**
 * Where many worlds share a process (the hosted trial): a world with several requests under way
 * has its next ones go on a turn of the event loop at a time, so that one world's burst never
 * holds up a request of another for the whole burst. After world resolution, before anything
 * costly (the body, the token, the handler).
 */
export function installFairShare(app: FastifyInstance, share = new FairShare()): void {
  app.addHook('onRequest', (request, reply, done) => {
    const worldId = request.world?.id;
    if (!worldId) return done();
    reply.raw.once('close', () => share.done(worldId));
    const turn = share.enter(worldId);
    if (turn) void turn.then(() => done());
    else done();
  });
}
