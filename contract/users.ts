import { z } from 'zod';

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
