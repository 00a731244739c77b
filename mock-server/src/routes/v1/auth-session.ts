import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, shouldResetPasswordResponseSchema } from '@contract/auth';
import { envelope } from '@contract/envelope';
import { shouldResetPassword } from '../../domain/auth/account-recovery';
import { currentUser } from '../../domain/users/current-user';
import { authOf, ok } from '../envelope';
import { mutateEvenWhenFull } from '../../application/unit-of-work';
import { dataOf, worldOf } from '../../hosting/request-world';

/** Session questions asked with a verified token (behind the protected subtree's hook). */
export const authSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/check',
    { schema: { response: { 200: envelope(loginResponseSchema) } } },
    (request) =>
      ok('Authenticated', {
        user: currentUser(
          dataOf(request),
          authOf(request).userId,
          worldOf(request).config.publicOrigin,
        ),
      }),
  );

  app.post(
    '/auth/shouldResetPassword',
    { schema: { response: { 200: envelope(shouldResetPasswordResponseSchema) } } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        const answer = shouldResetPassword(ctx, authOf(request).userId);
        return ok(
          answer.shouldResetPassword ? 'Password reset required' : 'No password reset required',
          answer,
        );
      }),
  );
};
