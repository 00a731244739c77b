import type { FastifyInstance } from 'fastify';
import { mutate } from '../routes/mutate';
import { nextDueAt, settle } from '../simulation/settle';

/** Before every request the world catches up with the clock; most requests find nothing due. */
export function installSettle(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    const { deps } = app;
    if (deps.clock.now().getTime() < nextDueAt(deps.store.data)) return done();
    mutate(deps, (ctx) => settle(ctx.world, ctx.now)).then(() => done(), done);
  });
}
