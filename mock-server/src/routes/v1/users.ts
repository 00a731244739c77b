import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { currentUserSchema } from '@contract/users';
import { currentUser } from '../../domain/users/current-user';
import { authOf, ok } from '../envelope';

/** The signed-in user's own record (protected). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/users/me', { schema: { response: { 200: envelope(currentUserSchema) } } }, (request) =>
    ok(
      'User retrieved',
      currentUser(deps.store.data, authOf(request).userId, deps.config.publicOrigin),
    ),
  );
};
