import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../domain/shared/errors';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const FORBIDDEN_KEY = (key: string) => `A request body may not contain the key "${key}"`;
export const UNSUPPORTED_MEDIA_TYPE = 'Unsupported Media Type: send application/json';

/**
 * JSON bodies: fastify's own parser (which refuses prototype-poisoning keys) with our error
 * messages, an empty body treated as no body, and a missing body validated as `{}` so the
 * client gets its per-field messages ("Email is required") rather than "expected object".
 */
export function installJsonBody(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  const anyKeys = app.getDefaultJsonParser('ignore', 'ignore');
  const protoOnly = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined);
    defaultParser(request, body, (err, value) => {
      if (!err) return done(null, value);
      // Valid JSON refused for a key that could rewrite prototypes: say which, so the client can
      // fix it (the value parsed here is only looked at, never used).
      anyKeys(request, body, (malformed) => {
        if (malformed) return done(badRequest(MALFORMED_JSON), undefined);
        protoOnly(request, body, (proto) =>
          done(badRequest(FORBIDDEN_KEY(proto ? '__proto__' : 'constructor.prototype')), undefined),
        );
      });
    });
  });

  // Any other content type: an empty body is simply no body (HTTP clients label bodyless POSTs
  // such as refreshAuth or logout with a form type); a non-empty one is refused with a clear 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined);
    done(new HttpError(415, UNSUPPORTED_MEDIA_TYPE), undefined);
  });

  app.addHook('preValidation', async (request) => {
    if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body)
      request.body = {};
  });
}
