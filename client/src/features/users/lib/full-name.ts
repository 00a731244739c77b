/** "First Last"; an invited user who has not given a name yet reads as their email. */
export const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;
