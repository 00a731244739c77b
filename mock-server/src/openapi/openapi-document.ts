import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sample } from 'openapi-sampler';
import { z } from 'zod';
import { fieldErrorSchema } from '@contract/envelope';
import { ERROR_MEANINGS, routeDoc, tagOf } from './route-docs';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Json = Record<string, unknown>;

/** Every refusal has the one envelope: a message, no data, and field errors on a 400. */
const errorEnvelope = z.object({
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldErrorSchema).optional(),
});
const errorJson = z.toJSONSchema(errorEnvelope, { target: 'draft-2020-12' });

const zodToJson = createJsonSchemaTransform({});
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Each route as the document shows it: the contract's zod schemas as JSON Schema, plus its
 * summary and tag, and the refusals it can answer. Those follow from the route itself where they
 * can (a body or query can be refused with 400, a protected route with 401, an id with 404, a
 * write that cannot be saved with 503) and from its entry in route-docs for the rest.
 */
export const transformRoute: Transform = (input) => {
  const { schema = {}, url } = zodToJson(input) as { schema?: Json; url: string };
  const method = String(
    Array.isArray(input.route.method) ? input.route.method[0] : input.route.method,
  );
  const doc = routeDoc(method, url);
  if (!doc) return { schema: { ...schema, hide: true }, url };
  const response = { ...(schema.response as Json | undefined) };
  const statuses = new Set<number>(doc.errors ?? []);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.security) statuses.add(401);
  if (/[:{]/.test(url)) statuses.add(404);
  if (WRITES.has(method) && url.startsWith('/v1')) statuses.add(503);
  for (const status of [...statuses].sort())
    response[status] ??= { description: ERROR_MEANINGS[status] ?? 'Refused', ...errorJson };
  return {
    schema: { ...schema, summary: doc.summary, tags: [tagOf(url)], response },
    url,
  };
};

/** Walks every operation and gives each JSON body (request and answers) a worked example. */
function withExamples(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const bodies = [
        (operation.requestBody as Json | undefined)?.content,
        ...Object.values((operation.responses ?? {}) as Record<string, Json>).map((r) => r.content),
      ];
      for (const content of bodies) {
        const json = (content as Record<string, Json> | undefined)?.['application/json'];
        if (json?.schema && json.example === undefined)
          json.example = sample(
            json.schema as never,
            { skipReadOnly: true, quiet: true },
            document,
          );
      }
    }
  }
  return document;
}

export const transformDocument: TransformObject = (input) =>
  withExamples(jsonSchemaTransformObject(input) as Json) as ReturnType<TransformObject>;
