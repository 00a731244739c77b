import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_WORLD } from '../../application/world-deps';
import { PRODUCT } from '../../domain/branding/product';
import { WORLD_DAMAGED } from '../../application/stored-data';
import { hostNameOf } from '../../plugins/host-check';
import { expiredPage, trialPageCsp, type TrialPageFacts } from '../../pages/trial/trial-pages';
import type { HostedTrial } from './hosted-trial';
import { apexOrigin, worldOrigin } from './trial-config';

export const UNKNOWN_WORLD = 'There is no sandbox at this address';
export const WORLD_EXPIRED = 'This sandbox has expired: start a new one';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the hosted trial's apex (landing page, /__worlds), served with no world. */
    apex?: boolean;
  }
}

/** What the trial's pages say and link to. */
export function trialPageFacts(trial: HostedTrial): TrialPageFacts {
  return {
    product: PRODUCT.shortName,
    apexUrl: apexOrigin(trial.config),
    worldOrigins: worldOrigin(trial.config, '*'),
  };
}

/**
 * How a request of the hosted trial finds its world: by its host name, `<id>.<TRIAL_HOST>`.
 * The world is opened if it is not in memory and held until the reply is sent (so it is never
 * closed under a request). The apex serves only its own routes; an unknown world is a 404, an
 * expired or deleted one a 410 (a page for a browser, the envelope for API calls).
 */
export function installWorldResolution(app: FastifyInstance, trial: HostedTrial): void {
  const facts = trialPageFacts(trial);
  app.addHook('onRequest', async (request, reply) => {
    const address = trial.addressOf(hostNameOf(request));
    if (address?.kind !== 'world') {
      if (request.routeOptions.config.apex) return;
      return reply.status(404).send({ message: NO_WORLD, data: null });
    }
    const opened = await trial.open(address.id);
    if (opened.state === 'unknown')
      return reply.status(404).send({ message: UNKNOWN_WORLD, data: null });
    if (opened.state === 'gone') return sendExpired(request, reply, facts);
    if (opened.state === 'quarantined')
      return reply.status(503).send({ message: WORLD_DAMAGED, data: null });
    request.world = opened.world;
    reply.raw.once('close', opened.release);
    // Where several processes write to the world, answer from what all of them committed
    // before the request came.
    await opened.world.store.catchUp(opened.since);
  });
}

/** API calls get the envelope; a browser opening a page gets one that says what to do. */
function sendExpired(request: FastifyRequest, reply: FastifyReply, facts: TrialPageFacts) {
  const api = /^\/(v1|__sandbox|assets|docs)(\/|$|\?)/.test(request.url);
  if (api || !/\btext\/html\b/.test(request.headers.accept ?? ''))
    return reply.status(410).send({ message: WORLD_EXPIRED, data: null });
  return reply
    .status(410)
    .header('content-security-policy', trialPageCsp(facts))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(expiredPage(facts));
}
