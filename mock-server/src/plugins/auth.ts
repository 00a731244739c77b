import type { FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { domainContext, type AppDeps } from '../app-deps';
import { unauthorized } from '../domain/shared/errors';
import { authenticateAccessToken, type Session } from '../domain/auth/sessions';
import { readBearer } from '../domain/auth/tokens';

/** Any live session's access token, whatever its MFA stage. */
export function sessionOf(deps: AppDeps, request: FastifyRequest): Session {
  return authenticateAccessToken(domainContext(deps), readBearer(request.headers.authorization));
}

/**
 * The guard of the protected /v1 subtree, and the only place authentication and tenancy are
 * established: an unexpired HS256 access token, of a live (not revoked) session, that has
 * passed MFA. Handlers then read `request.auth` and scope everything to its companyId.
 */
export function requireVerifiedSession(deps: AppDeps): onRequestHookHandler {
  // A callback hook, not an async one: it runs on every protected call and never waits.
  return (request, _reply, done) => {
    try {
      const { claims } = sessionOf(deps, request);
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
}

/** The MFA step's own gate: any live session (the stage is checked by the step itself). */
export function requireSession(deps: AppDeps): onRequestAsyncHookHandler {
  return async (request) => {
    sessionOf(deps, request);
  };
}

/**
 * For public calls that a signed-in caller may also make (client events): establishes
 * `request.auth` when the request carries a verified session, and lets anyone else through.
 */
export function optionalVerifiedSession(deps: AppDeps): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      const { claims } = sessionOf(deps, request);
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
}

/** The verified caller when the request carries a valid session, else null (public routes). */
export function verifiedCallerOrNull(deps: AppDeps, request: FastifyRequest): number | null {
  try {
    const { claims } = sessionOf(deps, request);
    return claims.mfaVerified ? Number(claims.sub) : null;
  } catch {
    return null;
  }
}
