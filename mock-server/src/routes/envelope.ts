import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenPair } from '../domain/auth/sessions';
import { unauthorized } from '../domain/shared/errors';
import type { AuthContext } from '../domain/shared/context';

/** Every successful reply is `{ message, data }`. */
export const ok = <T>(message: string, data: T) => ({ message, data });

/** Tokens leave as the real API sends them: in headers, exposed through CORS. */
export function sendTokens(reply: FastifyReply, tokens: TokenPair): void {
  reply.header('authorization', `Bearer ${tokens.accessToken}`);
  reply.header('refresh', `Bearer ${tokens.refreshToken}`);
}

/** The caller established by the auth hook; only protected routes may ask. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
