import type { FastifyInstance } from 'fastify';
import { commit } from '../application/unit-of-work';
import { nextDueAt } from '../application/next-due';
import { settle } from '../application/settle';

/** Before every request the world catches up with the clock; most requests find nothing due. */
export function installSettle(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { world } = request;
    if (!world || world.time().now.getTime() < nextDueAt(world.store.data)) return done();
    commit(world, (ctx) => settle(ctx.world, ctx.time.now)).then(() => done(), done);
  });
}
