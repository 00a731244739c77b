import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doneEnvelope, arrayOf, envelope } from '@contract/envelope';
import {
  createdWorldSchema,
  createWorldRequestSchema,
  promoteTemplateRequestSchema,
  WORLDS_MESSAGES as M,
  worldSummarySchema,
} from '@contract/worlds';
import { forbidden, HttpError, notFound } from '../../domain/shared/errors';
import { landingPage, trialPageCsp } from '../../pages/trial/trial-pages';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { trialPageFacts } from '../../hosting/trial/trial-host';
import { apexOrigin } from '../../hosting/trial/trial-config';
import { fromForeignPage } from '../../plugins/page-origin';
import { ok } from '../envelope';

const operatorKeyOf = (request: FastifyRequest) => request.headers['x-sandbox-key'];

/**
 * The apex of the hosted trial: the landing page and the worlds API. Each route is bound to the
 * apex's host names, so a world's host never reaches them (its `/` is the portal).
 */
export function worldsRoutes(trial: HostedTrial, apexHosts: RegExp): FastifyPluginAsyncZod {
  return async (app) => {
    // Bound to the apex's names; kept out of each world's API document.
    const apex = { constraints: { host: apexHosts }, config: { apex: true } };
    const hide = { hide: true };
    const facts = trialPageFacts(trial);
    const perHour = trial.config.createPerHour;
    const creationLimit = app.createRateLimit({
      max: perHour,
      timeWindow: '1 hour',
      keyGenerator: (request) => `trial-create:${request.ip}`,
    });

    /** How many worlds an address may start, the operator's aside. */
    const checkCreationLimit = async (request: FastifyRequest, reply: FastifyReply) => {
      if (trial.isOperator(operatorKeyOf(request))) return;
      const result = await creationLimit(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', seconds);
      const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      throw new HttpError(429, M.tooMany(perHour, wait));
    };
    /**
     * Worlds are started from the trial's own pages (or by scripts, which send no Origin), or by
     * the operator: another site's page could otherwise fill the trial with its visitors'
     * browsers.
     */
    const own = apexOrigin(trial.config);
    const checkStartedHere = (request: FastifyRequest) => {
      if (trial.isOperator(operatorKeyOf(request))) return;
      if (fromForeignPage(request, (origin) => origin === own, { sameSiteIsForeign: true }))
        throw forbidden(M.foreignPage);
    };
    /** A key that opens nothing is counted against its address: past a limit, 429. */
    const checkKey = async (
      request: FastifyRequest,
      reply: FastifyReply,
      opens: (sent: unknown) => boolean | Promise<boolean>,
      refusal: string,
    ) => {
      const sent = operatorKeyOf(request);
      if (sent !== undefined) app.wrongKeys.checkAddress(request, reply);
      if (await opens(sent)) return;
      if (sent !== undefined) await app.wrongKeys.counted(request, reply);
      throw forbidden(refusal);
    };
    const requireOperator = (request: FastifyRequest, reply: FastifyReply) =>
      checkKey(request, reply, (sent) => trial.isOperator(sent), M.operatorOnly);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('content-security-policy', trialPageCsp(facts))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(body);

    app.get('/', { ...apex, schema: hide }, (_request, reply) =>
      html(reply, 200, landingPage(facts)),
    );

    // The landing page's button: a plain form. The visitor goes on to the world with a one-time
    // code that its host exchanges for the key (an HttpOnly cookie there): the key never sits in
    // an address. A refusal (limit, full) comes back as the landing page saying why.
    app.post('/__worlds/start', { ...apex, schema: hide }, async (request, reply) => {
      try {
        checkStartedHere(request);
        await checkCreationLimit(request, reply);
        const created = await trial.create();
        const code = await trial.handOffs.issue(created.id, created.key);
        return reply.redirect(`${created.url}__sandbox/claim?code=${code}`, 303);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return html(reply, error.status, landingPage(facts, error.message));
      }
    });

    app.post(
      '/__worlds',
      {
        ...apex,
        schema: {
          ...hide,
          body: createWorldRequestSchema,
          response: { 201: envelope(createdWorldSchema) },
        },
      },
      async (request, reply) => {
        checkStartedHere(request);
        await checkCreationLimit(request, reply);
        const created = await trial.create(request.body.template);
        return reply.status(201).send(ok(M.created, created));
      },
    );

    app.get(
      '/__worlds',
      {
        ...apex,
        onRequest: requireOperator,
        schema: { ...hide, response: { 200: envelope(arrayOf(worldSummarySchema)) } },
      },
      async () => ok(M.listed, await trial.list()),
    );

    app.delete(
      '/__worlds/:id',
      {
        ...apex,
        schema: {
          ...hide,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: doneEnvelope },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const opens = async (sent: unknown) =>
          trial.isOperator(sent) || (await trial.keyOpens(id, sent));
        await checkKey(request, reply, opens, M.deleteRefused);
        if (!(await trial.remove(id, 'deleted'))) throw notFound(`There is no sandbox "${id}"`);
        return ok(M.deleted, null);
      },
    );

    app.post(
      '/__worlds/templates',
      {
        ...apex,
        onRequest: requireOperator,
        schema: { ...hide, body: promoteTemplateRequestSchema, response: { 201: doneEnvelope } },
      },
      async (request, reply) => {
        const { name, world, snapshot } = request.body;
        await trial.promote(world, snapshot, name);
        return reply.status(201).send(ok(M.promoted, null));
      },
    );
  };
}
