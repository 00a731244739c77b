import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@contract/envelope';
import { HttpError } from '../domain/shared/errors';
import { BODY_LIMIT, bodyTooLarge } from './body-limits';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../storage/ports/unavailable';
import { KeptChangingError } from '../storage/engine/durability';
import { SaveFailedError } from '../storage/engine/store';

export const ROUTE_NOT_FOUND = 'Route not found';
export const INTERNAL_ERROR = 'Internal server error';

// fastify-type-provider-zod reports zod issues with a JSON-pointer path ("/email", "/a/0/b").
const toPath = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

/**
 * The one place errors become replies, always in the envelope: domain HttpErrors keep their
 * status and message, schema failures become 400 with per-field errors, other client errors
 * keep fastify's status, and anything else is a 500 that reveals nothing about the internals.
 */
export function installErrorHandling(
  app: FastifyInstance,
  { usesDatabase }: { usesDatabase: boolean },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({
        message: error.message,
        data: null,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error instanceof KeptChangingError) {
      // Other processes kept committing to the world first: nothing changed, a retry may pass.
      return reply.status(409).send({ message: error.message, data: null });
    }
    const cause: unknown = error instanceof SaveFailedError ? error.reason : error;
    // Only a database's connection errors: a socket error of anything else is not the storage.
    if (usesDatabase && isDatabaseUnavailable(cause)) {
      // The shared database went away: nothing was changed, and the pool reconnects by itself.
      request.log.error({ err: error }, 'the database is unavailable');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE, data: null });
    }
    if (error instanceof SaveFailedError) {
      // The disk refused the change: nothing was changed, and the client may simply retry.
      request.log.error({ err: error.reason }, 'could not save a change');
      return reply.status(503).send({ message: error.message, data: null });
    }
    if (error.validation) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: toPath(v.instancePath),
        msg: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ message: errors[0]?.msg ?? 'Invalid request', data: null, errors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit;
      return reply.status(413).send({ message: bodyTooLarge(limit ?? BODY_LIMIT), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ message: error.message, data: null });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    // Static plugins hand missing files over here too.
    const isFile = /^\/(assets|branding)\//.test(request.url);
    return reply
      .status(404)
      .send({ message: isFile ? 'File not found' : ROUTE_NOT_FOUND, data: null });
  });
}

export const BAD_URL = 'Malformed URL';
export const PATH_TOO_LONG = 'A path parameter is too long';
export const BAD_PREFLIGHT =
  'Invalid preflight request: Origin and Access-Control-Request-Method are required';

/** Errors the router raises before any route runs (a malformed or overlong path): in the envelope too. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .status(tooLong ? 414 : 400)
    .send({ message: tooLong ? PATH_TOO_LONG : BAD_URL, data: null });
}

/**
 * A request so broken that HTTP parsing failed (a malformed request line, oversized headers):
 * no route or hook ever sees it, so the answer is written to the socket here, still as an
 * envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    message: tooLarge ? 'Request headers are too large' : 'Malformed HTTP request',
    data: null,
  });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** An OPTIONS that is not a CORS preflight: answered in the envelope, not as plain text. */
export function installPreflightCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const preflight = request.headers.origin && request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || preflight) return done();
    reply.status(400).send({ message: BAD_PREFLIGHT, data: null });
  });
}
