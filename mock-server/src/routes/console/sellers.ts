import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { arrayOf, doneEnvelope, envelope } from '@contract/envelope';
import {
  activateSellerRequestSchema,
  addedSellerSchema,
  addSellerRequestSchema,
  consoleUserSchema,
  SELLER_MESSAGES as M,
  sellerSchema,
  sellerSignInRequestSchema,
} from '@contract/sellers';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../domain/shared/errors';
import type { SellerRecord } from '../../storage/ports/sellers';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { apexOrigin } from '../../hosting/trial/trial-config';
import { SESSION_MAX_MS } from '../../hosting/trial/sellers';
import { ok } from '../envelope';
import { CONSOLE_COOKIE, consoleUserOf, sessionTokenOf } from './console-guard';
import { sellerSignInLimits } from './sign-in-limits';

const toSeller = (s: {
  id: string;
  email: string;
  name: string;
  activatedAt: Date | null;
  createdAt: Date;
}) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  activatedAt: s.activatedAt,
  createdAt: s.createdAt,
});

const byId = z.object({ id: z.string().max(64) });

const operatorOnly = (request: FastifyRequest) => {
  if (consoleUserOf(request).kind !== 'operator') throw forbidden(M.operatorOnly);
};

/**
 * The console's accounts: added by the operator (who may give a new activation link or remove
 * one), activated once, signed in and out.
 */
export function sellersRoutes(trial: HostedTrial, route: object): FastifyPluginAsyncZod {
  return async (app) => {
    const origin = apexOrigin(trial.config);
    const activationOf = ({ seller, token }: { seller: SellerRecord; token: string }) => ({
      id: seller.id,
      email: seller.email,
      activationUrl: `${origin}/console/activate?token=${token}`,
    });
    const secure = origin.startsWith('https:');
    const setSession = (reply: FastifyReply, token: string, maxAgeS: number) =>
      reply.setCookie(CONSOLE_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/',
        maxAge: maxAgeS,
      });

    app.post(
      '/__sellers',
      {
        ...route,
        schema: {
          hide: true,
          body: addSellerRequestSchema,
          response: { 201: envelope(addedSellerSchema) },
        },
      },
      async (request, reply) => {
        operatorOnly(request);
        const added = await trial.sellers.add(request.body.email, request.body.name);
        if (!added) throw conflict(M.exists);
        return reply.status(201).send(ok(M.added, activationOf(added)));
      },
    );

    app.post(
      '/__sellers/:id/activation',
      {
        ...route,
        schema: { hide: true, params: byId, response: { 201: envelope(addedSellerSchema) } },
      },
      async (request, reply) => {
        operatorOnly(request);
        const issued = await trial.sellers.newActivation(request.params.id);
        if (!issued) throw notFound(M.notFound);
        return reply.status(201).send(ok(M.linkIssued, activationOf(issued)));
      },
    );

    app.delete(
      '/__sellers/:id',
      { ...route, schema: { hide: true, params: byId, response: { 200: doneEnvelope } } },
      async (request) => {
        operatorOnly(request);
        if (!(await trial.sellers.remove(request.params.id))) throw notFound(M.notFound);
        return ok(M.removed, null);
      },
    );

    app.get(
      '/__sellers',
      { ...route, schema: { hide: true, response: { 200: envelope(arrayOf(sellerSchema)) } } },
      async () => ok(M.listed, (await trial.sellers.list()).map(toSeller)),
    );

    app.post(
      '/__sellers/activate',
      {
        ...route,
        ...sellerSignInLimits(app, 'activate'),
        schema: { hide: true, body: activateSellerRequestSchema, response: { 200: doneEnvelope } },
      },
      async (request) => {
        const { token, password } = request.body;
        if (!(await trial.sellers.activate(token, password))) throw badRequest(M.activationInvalid);
        return ok(M.activated, null);
      },
    );

    app.post(
      '/__sellers/session',
      {
        ...route,
        ...sellerSignInLimits(app, 'signIn'),
        schema: {
          hide: true,
          body: sellerSignInRequestSchema,
          response: { 200: envelope(consoleUserSchema) },
        },
      },
      async (request, reply) => {
        const signedIn = await trial.sellers.signIn(request.body.email, request.body.password);
        if (!signedIn) throw unauthorized(M.badCredentials);
        setSession(reply, signedIn.token, Math.round(SESSION_MAX_MS / 1000));
        const { seller } = signedIn;
        return ok(M.signedIn, {
          kind: 'seller' as const,
          id: seller.id,
          email: seller.email,
          name: seller.name,
        });
      },
    );

    app.delete(
      '/__sellers/session',
      { ...route, schema: { hide: true, response: { 200: doneEnvelope } } },
      async (request, reply) => {
        const token = sessionTokenOf(request);
        if (token) await trial.sellers.signOut(token);
        reply.clearCookie(CONSOLE_COOKIE, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure,
        });
        return ok(M.signedOut, null);
      },
    );

    app.get(
      '/__sellers/me',
      { ...route, schema: { hide: true, response: { 200: envelope(consoleUserSchema) } } },
      async (request) => ok(M.me, consoleUserOf(request)),
    );
  };
}
