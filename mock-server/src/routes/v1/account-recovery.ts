import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '../../../../contract/auth';
import {
  confirmInvitation,
  RECOVERY_MESSAGES,
  requestPasswordReset,
  resetPassword,
} from '../../domain/auth/account-recovery';
import { ok } from '../envelope';
import { mutate } from '../mutate';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Forgot password, reset from the emailed link, and invitation activation: public by nature. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post('/users/forgotPassword', { schema: { body: forgotPasswordRequestSchema } }, (request) =>
    mutate(deps, (ctx) => {
      requestPasswordReset(ctx, request.body.email);
      return ok(RECOVERY_MESSAGES.forgotSent, null);
    }),
  );

  app.post(
    '/users/resetPasswordFromEmail/:token',
    { schema: { params: tokenParams, body: resetPasswordRequestSchema } },
    (request) =>
      mutate(deps, async (ctx) => {
        await resetPassword(ctx, request.params.token, request.body);
        return ok(RECOVERY_MESSAGES.passwordReset, null);
      }),
  );

  app.post(
    '/users/confirmEmail/:token',
    { schema: { params: tokenParams, body: confirmEmailRequestSchema } },
    (request) =>
      mutate(deps, async (ctx) => {
        await confirmInvitation(ctx, request.params.token, request.body);
        return ok(RECOVERY_MESSAGES.activated, null);
      }),
  );
};
