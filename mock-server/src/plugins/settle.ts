import type { FastifyInstance } from 'fastify';
import { settle } from '../simulation/settle';

/** Before every request the world catches up with the clock (see store/settle.ts). */
export function installSettle(app: FastifyInstance): void {
  app.addHook('onRequest', async () => {
    const { store, clock } = app.deps;
    if (settle(store.data, clock.now())) await store.save();
  });
}
