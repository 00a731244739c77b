import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  mfaRequestSchema,
  mfaResponseSchema,
} from '@contract/auth';
import { doneEnvelope, envelope } from '@contract/envelope';
import { toCurrentUser } from '../../domain/users/current-user';
import { unauthorized } from '../../domain/shared/errors';
import { beginLogin, checkPassword, completeMfa } from '../../domain/auth/login';
import {
  authenticateAccessToken,
  endSession,
  rotateRefreshToken,
} from '../../domain/auth/sessions';
import { readBearer } from '../../domain/auth/tokens';
import { requireSession } from '../../plugins/auth';
import { limitsOf } from '../../plugins/rate-limits';
import { ok, sendTokens } from '../envelope';
import { mutateEvenWhenFull } from '../../application/unit-of-work';
import { dataOf, nowOf, worldOf } from '../../hosting/request-world';

/** Sign-in, MFA, refresh and logout: public routes, each checking exactly the token it needs. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      ...limitsOf(app, 'login'),
      schema: { body: loginRequestSchema, response: { 200: envelope(loginResponseSchema) } },
    },
    async (request, reply) => {
      const userId = await checkPassword(
        dataOf(request),
        request.body,
        nowOf(request),
        worldOf(request).config.passwordCost,
      );
      return mutateEvenWhenFull(worldOf(request), (ctx) => {
        const { user, tokens } = beginLogin(ctx, userId);
        sendTokens(reply, tokens);
        return ok('Login successful', {
          user: toCurrentUser(ctx.world, user, ctx.config.publicOrigin),
        });
      });
    },
  );

  app.post(
    '/auth/mfa',
    {
      // The token is checked before the body, so a missing session is a 401 whatever was posted.
      ...limitsOf(app, 'mfa', { onRequest: [requireSession] }),
      schema: { body: mfaRequestSchema, response: { 200: envelope(mfaResponseSchema) } },
    },
    (request, reply) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        const session = authenticateAccessToken(ctx, readBearer(request.headers.authorization));
        sendTokens(reply, completeMfa(ctx, session, request.body.code));
        return ok('MFA verified', {
          user: toCurrentUser(ctx.world, session.user, ctx.config.publicOrigin),
        });
      }),
  );

  const noData = { response: { 200: doneEnvelope } };

  app.post('/auth/refreshAuth', { schema: noData }, (request, reply) =>
    mutateEvenWhenFull(worldOf(request), (ctx) => {
      const token = readBearer(request.headers.refresh);
      if (!token) throw unauthorized('Invalid refresh token');
      sendTokens(reply, rotateRefreshToken(ctx, token).tokens);
      return ok('Token refreshed', null);
    }),
  );

  app.post('/auth/logout', { schema: noData }, (request) =>
    mutateEvenWhenFull(worldOf(request), (ctx) => {
      endSession(ctx, {
        access: readBearer(request.headers.authorization),
        refresh: readBearer(request.headers.refresh),
      });
      return ok('Logged out', null);
    }),
  );
};
