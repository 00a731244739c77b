import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import {
  teamCreateRequestSchema,
  teamCreateResponseSchema,
  teamDeleteRequestSchema,
  teamDeleteResponseSchema,
  teamDetailQuerySchema,
  teamDetailSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberRequestSchema,
  teamMembershipResultSchema,
  teamRemoveUserRequestSchema,
  teamUpdateRequestSchema,
} from '@contract/teams';
import { addMember, removeMember } from '../../domain/teams/members';
import {
  createTeam,
  deleteTeam,
  listTeams,
  TEAM_MESSAGES,
  teamDetail,
  updateTeam,
} from '../../domain/teams/teams';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { dataOf, worldOf } from '../../hosting/request-world';

const membership = { 200: envelope(teamMembershipResultSchema) };
const teamIdReply = { 200: envelope(teamCreateResponseSchema) };

/**
 * Teams of the caller's company (protected; the company comes from the token, never the
 * request). Every change needs team management in the team concerned (domain/teams).
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams/list',
    {
      schema: {
        querystring: teamListQuerySchema,
        response: { 200: envelope(teamListResponseSchema) },
      },
    },
    (request) =>
      ok('Teams retrieved', listTeams(dataOf(request), authOf(request).companyId, request.query)),
  );

  app.get(
    '/teams/:id',
    {
      schema: {
        params: idParams,
        querystring: teamDetailQuerySchema,
        response: { 200: envelope(teamDetailSchema) },
      },
    },
    (request) =>
      ok(
        'Team retrieved',
        teamDetail(dataOf(request), authOf(request).companyId, request.params.id, request.query),
      ),
  );

  app.post(
    '/teams/create',
    { schema: { body: teamCreateRequestSchema, response: teamIdReply } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const team = createTeam(ctx, authOf(request), request.body);
        return ok(TEAM_MESSAGES.created, { teamId: team.id });
      }),
  );

  app.post(
    '/teams/update',
    { schema: { body: teamUpdateRequestSchema, response: teamIdReply } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const team = updateTeam(ctx, authOf(request), request.body);
        return ok(TEAM_MESSAGES.updated, { teamId: team.id });
      }),
  );

  app.post(
    '/teams/addUser',
    { schema: { body: teamMemberRequestSchema, response: membership } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const m = addMember(ctx.world, authOf(request), request.body);
        return ok('User added to team', { teamId: m.teamId, userId: m.userId, roleId: m.roleId });
      }),
  );

  app.delete(
    '/teams/removeUser',
    { schema: { body: teamRemoveUserRequestSchema, response: membership } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        removeMember(ctx.world, authOf(request), request.body);
        return ok('User removed from team', { ...request.body, roleId: null });
      }),
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
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        deleteTeam(ctx, authOf(request), request.body.teamId);
        return ok(TEAM_MESSAGES.deleted, { teamId: request.body.teamId });
      }),
  );
};
