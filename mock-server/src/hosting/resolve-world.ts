import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { NO_WORLD } from './request-world';
import type { Resolution, WorldHost } from './world-host';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the host's own address (the trial's landing page, /__worlds): no world. */
    apex?: boolean;
  }
}

// The sandbox's API paths: a refusal there is the envelope, even for a browser.
const API_PATH = /^\/(v1|__sandbox|assets|docs)(\/|$|\?)/;

/**
 * How every request finds its world, whatever the host: it asks the host (which may give it a
 * later turn of the loop first), then the world is the request's (`request.world`) until the
 * reply is sent. A world shared with other processes first catches up with what they committed
 * before the request came. Before anything costly (the body, the token, the handler).
 */
export function installWorldResolution(app: FastifyInstance, host: WorldHost): void {
  app.addHook('onRequest', (request, reply, done) => {
    const resolved = host.resolve(request);
    if (resolved instanceof Promise)
      resolved.then((r) => useResolution(request, reply, r, done), done);
    else useResolution(request, reply, resolved, done);
  });
}

function useResolution(
  request: FastifyRequest,
  reply: FastifyReply,
  resolution: Resolution,
  done: HookHandlerDoneFunction,
): void {
  switch (resolution.kind) {
    case 'world': {
      const { world, release, since } = resolution;
      request.world = world;
      if (release) {
        // A client gone while its request waited (for its turn, for its world) closed the
        // response already, and 'close' fires once: the world is let go, and nothing more runs.
        if (reply.raw.closed) {
          release();
          reply.hijack();
          return done();
        }
        // A response closes once; `on` spares the wrapper `once` makes on every request.
        reply.raw.on('close', release);
      }
      if (world.store.shared) world.store.catchUp(since).then(() => done(), done);
      else done();
      return;
    }
    case 'apex':
      if (request.routeOptions.config.apex) return done();
      reply.status(404).send({ message: NO_WORLD, data: null });
      return;
    case 'refused':
      sendRefusal(request, reply, resolution);
  }
}

/** API calls get the envelope; a browser opening a page gets one that says what to do. */
function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, message, page }: Extract<Resolution, { kind: 'refused' }>,
): void {
  const browser =
    !API_PATH.test(request.url) && /\btext\/html\b/.test(request.headers.accept ?? '');
  if (!page || !browser) {
    reply.status(status).send({ message, data: null });
    return;
  }
  reply
    .status(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}
