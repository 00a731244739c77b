import { z } from 'zod';
import { PERMISSION_KEYS, permissionRefusal, type Permission } from './permissions';
import { roleIdField } from './teams';

export const roleSchema = z.object({ id: z.number(), name: z.string(), info: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const ROLE_MESSAGES = {
  /** A grant of a role that gives, in that team, a permission the caller does not hold there. */
  beyondOwn: (permission: Permission, roleName: string, teamName: string) =>
    `${permissionRefusal(permission)} in ${teamName}, which the ${roleName} role would give`,
  /** Taking a member with such a role out of the team: nobody takes away what they cannot give. */
  removalBeyondOwn: (permission: Permission, roleName: string, teamName: string) =>
    `${permissionRefusal(permission)} in ${teamName}, so you cannot remove a member with the ${roleName} role there`,
  adminNotTaken: "An Admin's role cannot be changed here",
  updated: 'User role updated successfully',
} as const;

const id = (required: string) =>
  z.coerce
    .number({ error: required })
    .int()
    .positive(required)
    .max(2 ** 31);

export const updateUserRoleRequestSchema = z.object({
  teamId: id('Team id is required'),
  userId: id('User id is required'),
  roleId: roleIdField,
});
export type UpdateUserRoleRequest = z.input<typeof updateUserRoleRequestSchema>;

/** One permission as GET /permissions/list describes it. */
export const permissionSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  area: z.string(),
});

/** A team's table: every permission, and what each role holds in this team. */
export const teamPermissionsSchema = z.object({
  teamId: z.number(),
  permissions: z.array(permissionSchema),
  roles: z.array(
    z.object({
      roleId: z.number(),
      roleName: z.string(),
      permissionIds: z.array(z.number()),
      editable: z.boolean(),
      customized: z.boolean(),
    }),
  ),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

export const assignPermissionsRequestSchema = z.object({
  teamId: id('Team id is required'),
  roleId: roleIdField,
  // Which ids exist is checked by the sandbox after the caller's right to change the table.
  permissionIds: z.array(z.coerce.number().int()).max(PERMISSION_KEYS.length * 2),
});
export type AssignPermissionsRequest = z.input<typeof assignPermissionsRequestSchema>;

/** The signed-in user's permissions, team by team (contract/permissions.ts isGranted reads it). */
export const myPermissionsSchema = z.object({
  grants: z.array(
    z.object({
      teamId: z.number(),
      permissions: z.array(z.enum(PERMISSION_KEYS as [Permission, ...Permission[]])),
    }),
  ),
});
