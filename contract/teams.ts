import { z } from 'zod';
import { queryInt } from './envelope';

export const DASHBOARD_TEAMS_PAGE_SIZE = 10;

export const teamListQuerySchema = z.object({
  page: queryInt(1),
  size: queryInt(DASHBOARD_TEAMS_PAGE_SIZE, 1, 200),
  search: z.string().trim().max(200).optional().default(''),
});
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
