import type { FastifyRequest } from 'fastify';
import { commit } from '../application/unit-of-work';
import { alreadyNoted, noteFirst } from '../domain/getting-started/firsts';
import { worldOf } from '../hosting/request-world';
import { sessionOf } from '../plugins/auth';

/** Support documents: the guides, policies and references a customer reads for help. */
export const isSupportDocument = (path: string): boolean =>
  path.startsWith('support/') && path.endsWith('.md');

/** The company of a signed-in (MFA-verified) caller; null for anyone else. */
function verifiedCompany(request: FastifyRequest): number | null {
  if (!request.headers.authorization) return null;
  try {
    const { claims } = sessionOf(request);
    return claims.mfaVerified ? claims.companyId : null;
  } catch {
    return null;
  }
}

/**
 * Notes that a signed-in user's company read a support document, the first time only: every
 * later read writes nothing. A small note that even a full world takes.
 */
export async function noteGuideRead(request: FastifyRequest): Promise<void> {
  const companyId = verifiedCompany(request);
  if (companyId === null) return;
  const deps = worldOf(request);
  if (alreadyNoted(deps.store.data, companyId, 'guideReadAt')) return;
  await commit(deps, ({ world, time }) => noteFirst(world, companyId, 'guideReadAt', time.now));
}
