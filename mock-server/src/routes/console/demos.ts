import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, doneEnvelope, envelope } from '@contract/envelope';
import {
  createdDemoSchema,
  createDemoRequestSchema,
  DEMO_MESSAGES as M,
  demoDetailSchema,
  demoListQuerySchema,
  demoListSchema,
  demoTemplateSchema,
  extendDemoRequestSchema,
} from '@contract/demos';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { ok } from '../envelope';
import { actorOf, consoleUserOf } from './console-guard';

const byId = z.object({ id: z.string().max(64) });
const expiry = envelope(z.object({ expiresAt: z.date() }));

/** The demos of the trial: made from a template for a prospect, listed, and managed one by one. */
export function demosRoutes(trial: HostedTrial, route: object): FastifyPluginAsyncZod {
  return async (app) => {
    const demos = trial.demoWorlds;
    const by = (request: Parameters<typeof consoleUserOf>[0]) => actorOf(consoleUserOf(request));

    app.get(
      '/__demos/templates',
      {
        ...route,
        schema: { hide: true, response: { 200: envelope(arrayOf(demoTemplateSchema)) } },
      },
      async () => ok(M.templates, await demos.templates()),
    );

    app.post(
      '/__demos',
      {
        ...route,
        schema: {
          hide: true,
          body: createDemoRequestSchema,
          response: { 201: envelope(createdDemoSchema) },
        },
      },
      async (request, reply) => {
        const made = await demos.create(by(request), request.body);
        const { id, url, worldId, expiresAt } = made;
        return reply.status(201).send(ok(M.created, { id, url, worldId, expiresAt }));
      },
    );

    app.get(
      '/__demos',
      {
        ...route,
        schema: {
          hide: true,
          querystring: demoListQuerySchema,
          response: { 200: envelope(demoListSchema) },
        },
      },
      async (request) => ok(M.listed, await demos.list(request.query)),
    );

    app.get(
      '/__demos/:id',
      {
        ...route,
        schema: { hide: true, params: byId, response: { 200: envelope(demoDetailSchema) } },
      },
      async (request) => ok(M.found, await demos.detail(request.params.id)),
    );

    app.post(
      '/__demos/:id/reset',
      { ...route, schema: { hide: true, params: byId, response: { 200: doneEnvelope } } },
      async (request) => {
        await demos.reset(request.params.id, by(request));
        return ok(M.reset, null);
      },
    );

    app.post(
      '/__demos/:id/prepare',
      { ...route, schema: { hide: true, params: byId, response: { 200: doneEnvelope } } },
      async (request) => {
        await demos.prepare(request.params.id, by(request));
        return ok(M.prepared, null);
      },
    );

    app.post(
      '/__demos/:id/extend',
      {
        ...route,
        schema: {
          hide: true,
          params: byId,
          body: extendDemoRequestSchema,
          response: { 200: expiry },
        },
      },
      async (request) => {
        const expiresAt = await demos.extend(request.params.id, by(request), request.body.days);
        return ok(M.extended, { expiresAt });
      },
    );

    app.post(
      '/__demos/:id/revoke',
      { ...route, schema: { hide: true, params: byId, response: { 200: doneEnvelope } } },
      async (request) => {
        await demos.revoke(request.params.id, by(request));
        return ok(M.revoked, null);
      },
    );

    app.delete(
      '/__demos/:id',
      { ...route, schema: { hide: true, params: byId, response: { 200: doneEnvelope } } },
      async (request) => {
        await demos.remove(request.params.id);
        return ok(M.deleted, null);
      },
    );
  };
}
