import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_CALLS, type RecordCall } from '@contract/record-paths';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Registers the calls of one record collection: each call, with its schema and handler, at both
 * of its paths (`/system/countries/:id` and `/system/countries/details/:id`).
 */
export function recordRoutes(app: ZodApp, base: string) {
  return <S extends FastifySchema>(call: RecordCall, schema: S, handler: Handler<S>): void => {
    const { method, rest, verb } = RECORD_CALLS[call];
    for (const path of [rest, verb]) app.route({ method, url: `${base}${path}`, schema, handler });
  };
}
