import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shouldResetPasswordResponseSchema } from '../../../../contract/auth';
import { envelope } from '../../../../contract/envelope';
import { loginResponseSchema } from '../../../../contract/auth';
import { domainContext } from '../../app-deps';
import { shouldResetPassword } from '../../domain/account-recovery';
import { toCurrentUser } from '../../domain/branding';
import { unauthorized } from '../../domain/errors';
import { authOf, ok } from '../envelope';
import { mutate } from '../mutate';

/** Session questions asked with a verified token (behind the protected subtree's hook). */
export const authSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const currentUser = (userId: number) => {
    const user = deps.store.data.users.find((u) => u.id === userId);
    if (!user) throw unauthorized();
    return user;
  };

  app.get(
    '/auth/check',
    { schema: { response: { 200: envelope(loginResponseSchema) } } },
    (request) => {
      const { world } = domainContext(deps);
      const user = currentUser(authOf(request).userId);
      return ok('Authenticated', { user: toCurrentUser(world, user, deps.config.publicOrigin) });
    },
  );

  app.post(
    '/auth/shouldResetPassword',
    { schema: { response: { 200: envelope(shouldResetPasswordResponseSchema) } } },
    (request) =>
      mutate(deps, (ctx) => {
        const answer = shouldResetPassword(ctx, currentUser(authOf(request).userId));
        return ok(
          answer.shouldResetPassword ? 'Password reset required' : 'No password reset required',
          answer,
        );
      }),
  );
};
