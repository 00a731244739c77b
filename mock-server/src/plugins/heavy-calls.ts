import type {
  FastifyInstance,
  FastifyReply,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import { WorldTurns, type Refusal } from '../application/world-turns';
import { HttpError } from '../domain/shared/errors';
import { hooksOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call whose cost grows with the world or the batch (snapshots, imports, resets, clock
     * jumps, VM batches): it waits for the world's previous one to finish.
     */
    heavy?: boolean;
  }
}

/** Route options of a heavy call: `app.post(path, { ...HEAVY, schema }, handler)`. */
export const HEAVY = { config: { heavy: true } } as const;

/** How many heavy calls may wait behind the one a world is running. */
export const HEAVY_CALLS_WAITING = 8;

export const busyWorld = (seconds: number) =>
  new HttpError(
    429,
    `This sandbox is still busy with earlier requests (snapshots, imports, resets, clock jumps, ` +
      `new VMs or private keys). ` +
      `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  );

/**
 * Runs a world's heavy calls one at a time, past authentication and validation (a refused call
 * never waits), the same in one world and in the hosted trial. The turn ends when the answer
 * has gone, or the connection has, so a visitor who gives up frees it.
 */
export function installHeavyCalls(
  app: FastifyInstance,
  turns = new WorldTurns(HEAVY_CALLS_WAITING),
): void {
  const refuse = (reply: FastifyReply, { retryAfterSeconds }: Refusal) => {
    reply.header('retry-after', retryAfterSeconds);
    return busyWorld(retryAfterSeconds);
  };
  // A call to a full line is refused before its body is read and checked: a flood of them
  // costs the process little. After authentication, so a stranger still gets a 401.
  const refuseWhenFull: preParsingHookHandler = (request, reply, payload, done) => {
    const full = request.world && turns.refusal(request.world.id);
    if (full) done(refuse(reply, full));
    else done(null, payload);
  };
  const takeTurn: preHandlerHookHandler = (request, reply, done) => {
    if (!request.world) return done();
    const taken = turns.take(request.world.id);
    if (!(taken instanceof Promise)) return done(refuse(reply, taken));
    void taken.then((turn) => {
      reply.raw.once('close', turn.release);
      if (reply.raw.closed) turn.release(); // gone while it waited
      done();
    });
  };
  // Only heavy routes get these hooks, ahead of their own: every other request skips them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.heavy) return;
    route.preParsing = [refuseWhenFull, ...hooksOf(route.preParsing)];
    route.preHandler = [takeTurn, ...hooksOf(route.preHandler)];
  });
}
