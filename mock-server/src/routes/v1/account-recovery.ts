import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@contract/auth';
import { hashPassword } from '../../domain/auth/passwords';
import {
  checkLink,
  confirmInvitation,
  RECOVERY_MESSAGES,
  requestPasswordReset,
  resetPassword,
} from '../../domain/auth/account-recovery';
import { limitsOf } from '../../plugins/rate-limits';
import { doneEnvelope } from '@contract/envelope';
import { ok } from '../envelope';
import { mutate } from '../mutate';

const done = { 200: doneEnvelope };
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Forgot password, reset from the emailed link, and invitation activation: public by nature. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/users/forgotPassword',
    {
      ...limitsOf(app, 'forgotPassword'),
      schema: { body: forgotPasswordRequestSchema, response: done },
    },
    (request) =>
      mutate(deps, (ctx) => {
        requestPasswordReset(ctx, request.body.email);
        return ok(RECOVERY_MESSAGES.forgotSent, null);
      }),
  );

  app.post(
    '/users/resetPasswordFromEmail/:token',
    {
      ...limitsOf(app, 'resetPassword'),
      schema: { params: tokenParams, body: resetPasswordRequestSchema, response: done },
    },
    async (request) => {
      const { token } = request.params;
      checkLink(deps.store.data, token, request.body, 'password-reset', deps.clock.now());
      const hash = await hashPassword(request.body.password);
      await mutate(deps, (ctx) => resetPassword(ctx, token, request.body, hash));
      return ok(RECOVERY_MESSAGES.passwordReset, null);
    },
  );

  app.post(
    '/users/confirmEmail/:token',
    {
      ...limitsOf(app, 'activation'),
      schema: { params: tokenParams, body: confirmEmailRequestSchema, response: done },
    },
    async (request) => {
      const { token } = request.params;
      checkLink(deps.store.data, token, request.body, 'invitation', deps.clock.now());
      const hash = await hashPassword(request.body.password);
      await mutate(deps, (ctx) => confirmInvitation(ctx, token, request.body, hash));
      return ok(RECOVERY_MESSAGES.activated, null);
    },
  );
};
