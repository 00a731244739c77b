/**
 * The HTTP client for the calls a first screen makes (sign-in, the current user, the
 * dashboard): the screen paints while the client is still on its way, and the call waits for
 * it. Everything else imports `http` from './http' directly.
 */
export const lazyHttp = () => import('./http').then((m) => m.http);
