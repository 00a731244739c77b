import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { badRequest, HttpError } from '../domain/shared/errors';
import { hooksOf } from './route-hooks';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const FORBIDDEN_KEY = (key: string) => `A request body may not contain the key "${key}"`;
/** No request of the API nests deeper than a few levels; parsing far deeper only costs time. */
export const JSON_DEPTH_MAX = 32;
export const TOO_DEEP = `JSON nesting is too deep: at most ${JSON_DEPTH_MAX} levels`;

/** Whether a JSON text opens more than `max` arrays or objects at once (brackets in strings are text). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: skip what it escapes
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

export const UNSUPPORTED_MEDIA_TYPE = 'Unsupported Media Type: send application/json';
export const UNSUPPORTED_CHARSET = (charset: string) =>
  `Unsupported charset "${charset}": send JSON in UTF-8`;

/**
 * The charset a Content-Type declares, if any. JSON is UTF-8 (RFC 8259), and the body is decoded
 * as such: a body declared in another one (utf-7, utf-16) would be read as something it is not.
 */
export function declaredCharset(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? (match[1] ?? '').toLowerCase() : null;
}
const isUtf8 = (charset: string | null) => charset === null || /^utf-?8$/.test(charset);

/**
 * JSON bodies: UTF-8 only (415 for another declared charset), a depth check, then fastify's own parser (which refuses prototype-poisoning
 * keys) with our error messages, an empty body treated as no body, and a missing body validated as `{}` so the
 * client gets its per-field messages ("Email is required") rather than "expected object".
 */
export function installJsonBody(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  const anyKeys = app.getDefaultJsonParser('ignore', 'ignore');
  const protoOnly = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (!isUtf8(charset))
      return done(new HttpError(415, UNSUPPORTED_CHARSET(charset ?? '')), undefined);
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(body, JSON_DEPTH_MAX)) return done(badRequest(TOO_DEEP), undefined);
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

  // Given to the routes that take a body only, ahead of their own hooks.
  const missingBodyAsEmpty: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.schema?.body)
      route.preValidation = [missingBodyAsEmpty, ...hooksOf(route.preValidation)];
  });
}
