/** The login screen says why it is shown when a session could not be renewed. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export type LoginRouteState = { sessionExpired?: boolean } | null;
