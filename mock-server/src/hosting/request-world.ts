import type { FastifyRequest } from 'fastify';
import type { ProcessDeps, WorldDeps } from '../application/world-deps';
import type { AuthContext } from '../domain/shared/context';
import { notFound } from '../domain/shared/errors';
import type { World } from '../model/schema';

declare module 'fastify' {
  interface FastifyInstance {
    processDeps: ProcessDeps;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The world this request addresses; null only on a hosted trial's apex (landing, /__worlds). */
    world: WorldDeps | null;
  }
}

export const NO_WORLD = 'This address serves no sandbox: open your sandbox at its own address';

/** The request's world; only routes of a world may ask (the apex of a hosted trial has none). */
export function worldOf(request: FastifyRequest): WorldDeps {
  if (!request.world) throw notFound(NO_WORLD);
  return request.world;
}

/** The request's world as it is (committed state): what reads look things up in. */
export const dataOf = (request: FastifyRequest): World => worldOf(request).store.data;

/** Now, by the request's world's time. */
export const nowOf = (request: FastifyRequest): Date => worldOf(request).time().now;
