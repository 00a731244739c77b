import { z } from 'zod';
import { pageQuery } from './page-query';
import { emailField, isoDate } from './envelope';

/** The signed-in user as login and /users/me return it (and as the portal keeps it). */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tabLogoUrl: z.string().nullable(),
  resellerName: z.string().nullable(),
  resellerEmail: z.string().nullable(),
  isReseller: z.boolean(),
  forcePasswordReset: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Branding kept in local storage under CompanyDetails. */
export type CompanyDetails = Pick<
  CurrentUser,
  'companyName' | 'logoUrl' | 'tabLogoUrl' | 'resellerName'
>;

export const USERS_PAGE_SIZE = 10;
export const USER_TEAMS_PAGE_SIZE = 6;
export const USER_NAME_MAX = 50;

/** Every message of the user calls and forms, written once for both sides. */
export const USER_MESSAGES = {
  notFound: 'User not found',
  emailRequired: 'Email is required',
  emailInvalid: 'Entered value does not match email format',
  emailTaken: 'A user with this email already exists',
  roleRequired: 'Role is required',
  firstNameEmpty: 'First name cannot be empty',
  lastNameEmpty: 'Last name cannot be empty',
  firstNameSpecial: 'First name cannot contain special characters',
  lastNameSpecial: 'Last name cannot contain special characters',
  firstNameTooLong: `First name must be at most ${USER_NAME_MAX} characters`,
  lastNameTooLong: `Last name must be at most ${USER_NAME_MAX} characters`,
  selfDelete: 'You cannot delete your own account',
  created: (email: string) => `Completed creating user: ${email}`,
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
} as const;

/** Letters of any alphabet, spaces, hyphens and apostrophes ("Anne-Marie", "O'Neil"); linear. */
const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;
const nameField = (empty: string, tooLong: string, special: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { message: empty, abort: true })
    .max(USER_NAME_MAX, { message: tooLong, abort: true })
    .regex(NAME_PATTERN, special);

const positiveId = (required: string) =>
  z.coerce
    .number({ error: required })
    .int()
    .positive(required)
    .max(2 ** 31);

export const userListQuerySchema = pageQuery('rowsPerPage', USERS_PAGE_SIZE).extend({
  teamId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
  excludeTeamId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(['active', 'invited']),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListResponseSchema = z.object({
  data: z.array(userRowSchema),
  totalPages: z.number(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userDetailsSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: isoDate,
  forcePasswordReset: z.boolean(),
  status: z.enum(['active', 'invited']),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userTeamsQuerySchema = pageQuery('rowsPerPage', USER_TEAMS_PAGE_SIZE);
export type UserTeamsQuery = z.input<typeof userTeamsQuerySchema>;
export const userTeamSchema = z.object({ id: z.number(), name: z.string(), roleId: z.number() });
export type UserTeam = z.infer<typeof userTeamSchema>;
export const userTeamsResponseSchema = z.object({
  data: z.array(userTeamSchema),
  totalPages: z.number(),
});

export const createUserRequestSchema = z.object({
  email: emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
  roleId: z.coerce
    .number({ error: USER_MESSAGES.roleRequired })
    .int(USER_MESSAGES.roleRequired)
    .positive(USER_MESSAGES.roleRequired)
    .max(1000, USER_MESSAGES.roleRequired),
  teamIds: z.array(positiveId('Team id is required')).max(100).optional().default([]),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export const createUserResponseSchema = z.object({ id: z.number(), email: z.string() });

export const editUserRequestSchema = z.object({
  id: positiveId('User id is required'),
  firstName: nameField(
    USER_MESSAGES.firstNameEmpty,
    USER_MESSAGES.firstNameTooLong,
    USER_MESSAGES.firstNameSpecial,
  ),
  lastName: nameField(
    USER_MESSAGES.lastNameEmpty,
    USER_MESSAGES.lastNameTooLong,
    USER_MESSAGES.lastNameSpecial,
  ),
});
export type EditUserRequest = z.input<typeof editUserRequestSchema>;
export const deleteUserResponseSchema = z.object({ id: z.number() });
