import { z } from 'zod';
import { plainText } from './free-text';
import { pageQuery } from './page-query';

export const DASHBOARD_TEAMS_PAGE_SIZE = 10;
export const TEAM_LIST_PAGE_SIZE = 10;

export const teamListQuerySchema = pageQuery('size', DASHBOARD_TEAMS_PAGE_SIZE);
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

export const teamRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  parentTeamId: z.number().nullable(),
  userCount: z.number(),
  vmCount: z.number(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

export const teamListResponseSchema = z.object({
  data: z.array(teamRowSchema),
  unassignedUsers: z.number(),
  unassignedVMs: z.number(),
  totalPages: z.number(),
});
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

export const teamDeleteRequestSchema = z.object({
  teamId: z.coerce.number({ error: 'Team id is required' }).int().positive('Team id is required'),
});

/** Answer of DELETE /teams/delete (data): the id of the team that no longer exists. */
export const teamDeleteResponseSchema = z.object({ teamId: z.number() });

export const TEAM_MEMBERS_PAGE_SIZE = 5;
export const TEAM_NAME_MAX = 100;
/** How deep teams may nest (a top-level team is level 1), and how many a company may have. */
export const TEAM_MAX_DEPTH = 10;
export const TEAM_MAX_PER_COMPANY = 500;

/** Every refusal of the team calls, written once for both sides. */
export const TEAM_ERROR_MESSAGES = {
  notFound: 'Team not found',
  nameEmpty: 'Team name cannot be empty',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX} characters`,
  nameTaken: 'A team with this name already exists',
  parentNotFound: 'Parent team not found',
  parentCycle: 'A team cannot be nested inside itself or one of its own sub-teams',
  tooDeep: `Teams can be nested at most ${TEAM_MAX_DEPTH} levels deep`,
  tooMany: `A company can have at most ${TEAM_MAX_PER_COMPANY} teams: delete one to make another`,
  userNotFound: 'User not found',
  alreadyMember: 'User is already a member of this team',
  notMember: 'User is not a member of this team',
  lastAdmin: 'A team must keep at least one Admin',
} as const;

const teamId = z.coerce
  .number({ error: 'Team id is required' })
  .int()
  .positive('Team id is required')
  .max(2 ** 31);
const userId = z.coerce
  .number({ error: 'User id is required' })
  .int()
  .positive('User id is required')
  .max(2 ** 31);
export const roleIdField = z.coerce
  .number({ error: 'Role is required' })
  .int('Role is required')
  .positive('Role is required')
  .max(1000, 'Role is required');

export const teamNameField = plainText(
  z
    .string({ error: TEAM_ERROR_MESSAGES.nameEmpty })
    .trim()
    .min(1, { message: TEAM_ERROR_MESSAGES.nameEmpty, abort: true })
    .max(TEAM_NAME_MAX, TEAM_ERROR_MESSAGES.nameTooLong),
);

const parentTeamIdInput = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31)
  .nullable()
  .optional();
/** A parent team, or none (null, 0 or absent: a top-level team). */
const parentTeamIdField = parentTeamIdInput.transform((v) => (v ? v : null));

export const teamDetailQuerySchema = pageQuery('size', TEAM_MEMBERS_PAGE_SIZE);
export type TeamDetailQuery = z.input<typeof teamDetailQuerySchema>;

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roleId: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamDetailSchema = z.object({
  id: z.number(),
  teamName: z.string(),
  parentTeamId: z.number().nullable(),
  members: z.array(teamMemberSchema),
  totalMembers: z.number(),
  totalPages: z.number(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamCreateRequestSchema = z.object({
  name: teamNameField,
  parentTeamId: parentTeamIdField,
});
export type TeamCreateRequest = z.input<typeof teamCreateRequestSchema>;
export const teamCreateResponseSchema = z.object({ teamId: z.number() });

/**
 * Rename, and optionally move under another parent (never under itself or its own sub-teams):
 * parentTeamId absent keeps the parent, null or 0 moves the team to the top.
 */
export const teamUpdateRequestSchema = z.object({
  teamId,
  name: teamNameField,
  parentTeamId: parentTeamIdInput.transform((v) => (v === undefined ? undefined : v || null)),
});
export type TeamUpdateRequest = z.input<typeof teamUpdateRequestSchema>;

export const teamMemberRequestSchema = z.object({ teamId, userId, roleId: roleIdField });
export type TeamMemberRequest = z.input<typeof teamMemberRequestSchema>;
export const teamRemoveUserRequestSchema = z.object({ teamId, userId });
export type TeamRemoveUserRequest = z.input<typeof teamRemoveUserRequestSchema>;
export const teamMembershipResultSchema = z.object({
  teamId: z.number(),
  userId: z.number(),
  roleId: z.number().nullable(),
});
