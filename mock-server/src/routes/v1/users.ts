import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../contract/envelope';
import { currentUserSchema } from '../../../../contract/users';
import { toCurrentUser } from '../../domain/branding';
import { unauthorized } from '../../domain/errors';
import { authOf, ok } from '../envelope';

/** The signed-in user's own record (protected). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/users/me',
    { schema: { response: { 200: envelope(currentUserSchema) } } },
    (request) => {
      const world = deps.store.data;
      const user = world.users.find((u) => u.id === authOf(request).userId);
      if (!user) throw unauthorized();
      return ok('User retrieved', toCurrentUser(world, user, deps.config.publicOrigin));
    },
  );
};
