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
import { mutate } from '../../application/unit-of-work';
import { dataOf, nowOf, worldOf } from '../../hosting/request-world';

const done = { 200: doneEnvelope };
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Forgot password, reset from the emailed link, and invitation activation: public by nature. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/forgotPassword',
    {
      ...limitsOf(app, 'forgotPassword'),
      schema: { body: forgotPasswordRequestSchema, response: done },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
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
      checkLink(dataOf(request), token, request.body, 'password-reset', nowOf(request));
      const hash = await hashPassword(request.body.password, worldOf(request).config.passwordCost);
      await mutate(worldOf(request), (ctx) => resetPassword(ctx, token, request.body, hash));
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
      checkLink(dataOf(request), token, request.body, 'invitation', nowOf(request));
      const hash = await hashPassword(request.body.password, worldOf(request).config.passwordCost);
      await mutate(worldOf(request), (ctx) => confirmInvitation(ctx, token, request.body, hash));
      return ok(RECOVERY_MESSAGES.activated, null);
    },
  );
};
