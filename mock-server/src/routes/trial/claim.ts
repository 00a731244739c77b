import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { worldOf } from '../../hosting/request-world';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { recordActivity } from '../../plugins/activity';
import { giveKeyCookie } from '../../plugins/key-cookie';

/**
 * GET /__sandbox/claim?code=: where the landing page sends a new world's visitor. The one-time
 * code becomes the world's key in an HttpOnly cookie of this host (so this visitor's control
 * room opens, and nobody else's), then the visitor is signed in as the trial persona through the
 * portal's one-click sign-in (the real flow: password, then the code from this world's outbox)
 * and lands on the dashboard. A used or stale code just lands them on the portal, without the
 * key. Outside the controls' guard: the code is the credential.
 */
export function claimRoutes(trial: HostedTrial): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/__sandbox/claim',
      { schema: { hide: true, querystring: z.object({ code: z.string().max(100).catch('') }) } },
      async (request, reply) => {
        const world = worldOf(request);
        const key = await trial.handOffs.redeem(world.id, request.query.code);
        if (!key || !world.access.keyCookie)
          return reply.header('cache-control', 'no-store').redirect('/', 303);
        giveKeyCookie(reply, key, world.access.keyCookie);
        recordActivity(request, 'opened', 'the trial', reply);
        const signIn = world.config.demo
          ? `/login?persona=${encodeURIComponent(trial.config.persona)}`
          : '/login';
        return reply.header('cache-control', 'no-store').redirect(signIn, 303);
      },
    );
  };
}
