import type { FastifyReply } from 'fastify';
import type { WorldAccess } from '../application/world-deps';

/** The HttpOnly cookie that carries a world's key on the world's own host. */
export const SANDBOX_KEY_COOKIE = 'sandbox_key';

/**
 * Gives the visitor the world's key in its cookie, for as long as the world lives unused. Set
 * when the visitor claims the world, and again on each of their calls that opens a control with
 * it: a world in use lives on, and its key must too (a cookie set once ran out on a world still
 * in use after TRIAL_TTL_HOURS, and its control room closed to the visitor who started it).
 */
export function giveKeyCookie(
  reply: FastifyReply,
  key: string,
  cookie: NonNullable<WorldAccess['keyCookie']>,
): void {
  reply.setCookie(SANDBOX_KEY_COOKIE, key, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    path: '/',
    maxAge: cookie.maxAgeS,
  });
}
