import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import {
  assignPermissionsRequestSchema,
  myPermissionsSchema,
  ROLE_MESSAGES,
  roleSchema,
  teamPermissionsSchema,
  updateUserRoleRequestSchema,
} from '@contract/roles';
import { teamMembershipResultSchema } from '@contract/teams';
import { effectivePermissions } from '../../domain/permissions/effective-permissions';
import { assignPermissions, teamPermissions } from '../../domain/permissions/team-permissions';
import { changeMemberRole } from '../../domain/teams/members';
import { authOf, ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { dataOf, worldOf } from '../../hosting/request-world';

const teamIdParams = z.object({
  teamId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** Roles, a member's role per team, and each team's permission table (protected). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles/userRoles',
    { schema: { response: { 200: envelope(arrayOf(roleSchema)) } } },
    (request) => ok('Roles retrieved', dataOf(request).roles.toArray()),
  );

  app.post(
    '/roles/updateUserRoleForTeam',
    {
      schema: {
        body: updateUserRoleRequestSchema,
        response: { 200: envelope(teamMembershipResultSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const m = changeMemberRole(ctx.world, authOf(request), request.body);
        return ok(ROLE_MESSAGES.updated, { teamId: m.teamId, userId: m.userId, roleId: m.roleId });
      }),
  );

  app.get(
    '/permissions/mine',
    { schema: { response: { 200: envelope(myPermissionsSchema) } } },
    (request) => {
      const { userId, companyId } = authOf(request);
      const { grants } = effectivePermissions(dataOf(request), userId, companyId);
      return ok('Permissions retrieved', { grants: [...grants] });
    },
  );

  app.get(
    '/permissions/list/:teamId',
    { schema: { params: teamIdParams, response: { 200: envelope(teamPermissionsSchema) } } },
    (request) =>
      ok(
        'Permissions retrieved',
        teamPermissions(dataOf(request), authOf(request).companyId, request.params.teamId),
      ),
  );

  app.post(
    '/permissions/assign',
    {
      schema: {
        body: assignPermissionsRequestSchema,
        response: { 200: envelope(teamPermissionsSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) =>
        ok('Permissions updated', assignPermissions(ctx.world, authOf(request), request.body)),
      ),
  );
};
