// Kept apart from the schemas (and so from zod): the portal's HTTP client reads these on every
// screen, and the first screens load no schema library.

/** The status of a sign-in refused because the account is locked (too many wrong codes). */
export const ACCOUNT_LOCKED_STATUS = 423;

/** Server messages the portal reacts to. */
export const AUTH_MESSAGES = {
  invalidMfaCode: 'Invalid MFA code',
  retriesExhausted: 'Retries exhausted',
} as const;
