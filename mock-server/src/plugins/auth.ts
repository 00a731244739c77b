import type { FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { domainContext } from '../application/world-deps';
import { worldOf } from '../hosting/request-world';
import { unauthorized } from '../domain/shared/errors';
import { authenticateAccessToken, type Session } from '../domain/auth/sessions';
import { readBearer } from '../domain/auth/tokens';

/** Any live session's access token, whatever its MFA stage, in the request's own world. */
export function sessionOf(request: FastifyRequest): Session {
  return authenticateAccessToken(
    domainContext(worldOf(request)),
    readBearer(request.headers.authorization),
  );
}

/**
 * The guard of the protected /v1 subtree, and the only place authentication and tenancy are
 * established: an unexpired HS256 access token, of a live (not revoked) session, that has
 * passed MFA. Handlers then read `request.auth` and scope everything to its companyId.
 */
export const requireVerifiedSession: onRequestHookHandler = (request, _reply, done) => {
  // A callback hook, not an async one: it runs on every protected call and never waits.
  try {
    const { claims } = sessionOf(request);
    if (!claims.mfaVerified) throw unauthorized();
    request.auth = {
      userId: Number(claims.sub),
      companyId: claims.companyId,
      familyId: claims.sid,
    };
    done();
  } catch (error) {
    done(error as Error);
  }
};

/** The MFA step's own gate: any live session (the stage is checked by the step itself). */
export const requireSession: onRequestAsyncHookHandler = async (request) => {
  sessionOf(request);
};

/**
 * For public calls that a signed-in caller may also make (client events): establishes
 * `request.auth` when the request carries a verified session, and lets anyone else through.
 */
export const optionalVerifiedSession: onRequestHookHandler = (request, _reply, done) => {
  try {
    const { claims } = sessionOf(request);
    if (claims.mfaVerified)
      request.auth = {
        userId: Number(claims.sub),
        companyId: claims.companyId,
        familyId: claims.sid,
      };
  } catch {
    // Not signed in (or an expired token): the call is anonymous.
  }
  done();
};

/** The verified caller when the request carries a valid session, else null (public routes). */
export function verifiedCallerOrNull(request: FastifyRequest): number | null {
  try {
    const { claims } = sessionOf(request);
    return claims.mfaVerified ? Number(claims.sub) : null;
  } catch {
    return null;
  }
}
