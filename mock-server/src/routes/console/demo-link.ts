import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_MESSAGES } from '@contract/demos';
import { worldOf } from '../../hosting/request-world';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { HttpError } from '../../domain/shared/errors';
import { recordActivity } from '../../plugins/activity';

/**
 * GET /__demo/open?token=: a demo's link, at its world's host. Anyone who has it (the prospect,
 * a colleague they forward it to) is signed in as the scenario's persona through the portal's
 * one-click sign-in (password, then the code from this world's outbox), on the dashboard, each
 * time in a new session; it never gives the world's key. A revoked or expired demo answers 410
 * (its whole world does); a token that is not this world's lands on the portal's sign-in.
 */
export function demoLinkRoutes(trial: HostedTrial): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/__demo/open',
      { schema: { hide: true, querystring: z.object({ token: z.string().max(100).catch('') }) } },
      async (request, reply) => {
        const world = worldOf(request);
        reply.header('cache-control', 'no-store');
        const opened = request.query.token
          ? await trial.demoWorlds.open(world.id, request.query.token)
          : null;
        if (opened === 'revoked') throw new HttpError(410, DEMO_MESSAGES.linkRevoked);
        if (opened === 'expired') throw new HttpError(410, DEMO_MESSAGES.linkExpired);
        if (!opened || !world.config.demo) return reply.redirect('/login', 303);
        recordActivity(request, 'opened', 'the demo link', reply);
        return reply.redirect(`/login?persona=${encodeURIComponent(opened.persona)}`, 303);
      },
    );
  };
}
