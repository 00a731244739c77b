import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import {
  teamDeleteRequestSchema,
  teamDeleteResponseSchema,
  teamListQuerySchema,
  teamListResponseSchema,
} from '@contract/teams';
import { deleteTeam, listTeams, TEAM_MESSAGES } from '../../domain/teams/teams';
import { authOf, ok } from '../envelope';
import { mutate } from '../mutate';

/** Teams of the caller's company (protected; the company comes from the token, never the request). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/teams/list',
    {
      schema: {
        querystring: teamListQuerySchema,
        response: { 200: envelope(teamListResponseSchema) },
      },
    },
    (request) =>
      ok('Teams retrieved', listTeams(deps.store.data, authOf(request).companyId, request.query)),
  );

  app.delete(
    '/teams/delete',
    {
      schema: {
        body: teamDeleteRequestSchema,
        response: { 200: envelope(teamDeleteResponseSchema) },
      },
    },
    (request) =>
      mutate(deps, (ctx) => {
        deleteTeam(ctx.world, authOf(request).companyId, request.body.teamId, ctx.now);
        return ok(TEAM_MESSAGES.deleted, { teamId: request.body.teamId });
      }),
  );
};
