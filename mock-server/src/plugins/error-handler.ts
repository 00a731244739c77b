import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from '@contract/envelope';
import { HttpError } from '../domain/shared/errors';
import { SaveFailedError } from '../store/store';

export const ROUTE_NOT_FOUND = 'Route not found';
export const INTERNAL_ERROR = 'Internal server error';

// fastify-type-provider-zod reports zod issues with a JSON-pointer path ("/email", "/a/0/b").
const toPath = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

/**
 * The one place errors become replies, always in the envelope: domain HttpErrors keep their
 * status and message, schema failures become 400 with per-field errors, other client errors
 * keep fastify's status, and anything else is a 500 that reveals nothing about the internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({
        message: error.message,
        data: null,
        ...(error.errors ? { errors: error.errors } : {}),
      });
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
