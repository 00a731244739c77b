import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sample } from 'openapi-sampler';
import { z } from 'zod';
import { fieldErrorSchema } from '@contract/envelope';
import { derivedOperationId } from './operation-ids';
import {
  DEFAULT_PARAM_EXAMPLES,
  EXAMPLE_LOGINS,
  REQUEST_EXAMPLES,
  type RequestExample,
} from './request-examples';
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
 * write that cannot be saved with 503, a heavy call with 429) and from its entry in route-docs for the rest.
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
  if ((schema.security as unknown[] | undefined)?.length) statuses.add(401);
  if (/[:{]/.test(url)) statuses.add(404);
  if (WRITES.has(method) && url.startsWith('/v1')) statuses.add(503);
  // A write's body must be JSON (415) and within the call's limit (413), whatever its fields.
  if (WRITES.has(method)) statuses.add(413).add(415);
  if (input.route.config?.heavy) statuses.add(429); // the world's line of heavy calls is full
  for (const status of [...statuses].sort())
    response[status] ??= { description: ERROR_MEANINGS[status] ?? 'Refused', ...errorJson };
  if (doc.headers && response[200])
    response[200] = {
      ...(response[200] as Json),
      headers: Object.fromEntries(
        Object.entries(doc.headers).map(([name, description]) => [
          name,
          { type: 'string', description },
        ]),
      ),
    };
  // The sandbox takes changes only as JSON, even those that need no fields: say so, so that
  // "Try it out" sends `{}` rather than nothing.
  const body =
    schema.body ??
    (WRITES.has(method) && url.startsWith('/__sandbox') ? { type: 'object' } : undefined);
  return {
    schema: {
      ...schema,
      ...(body ? { body } : {}),
      summary: doc.summary,
      operationId: doc.operationId ?? derivedOperationId(url),
      tags: [tagOf(url)],
      response,
    },
    url,
  };
};

type Parameter = { in: string; name: string; example?: unknown };

/**
 * A signed-in call says whom its example is written for, in words for the reader and as
 * `x-example-login` for tools: sent by another login it may be refused (403) or meet other ids.
 */
function exampleLogin(operation: Json, given: RequestExample | undefined): void {
  const security = (operation.security as Record<string, unknown>[] | undefined) ?? [];
  if (!security.some((s) => 'bearer' in s)) return;
  const login = given?.signedInAs ?? 'customer';
  const { email, password, who } = EXAMPLE_LOGINS[login];
  operation['x-example-login'] = email;
  operation.description =
    `The example is written for ${who}: sign in as \`${email}\` (\`${password}\`).` +
    (login === 'customer' ? '' : ' The demo customer is refused (403).');
}

/**
 * Walks every operation: the request gets its example from request-examples (what "Try it out"
 * sends) and the demo login it is for, and every JSON body still without one, answers included,
 * a sample of its schema.
 */
function withExamples(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const given = REQUEST_EXAMPLES[route];
      exampleLogin(operation, given);
      for (const parameter of (operation.parameters ?? []) as Parameter[])
        parameter.example ??=
          parameter.in === 'path'
            ? (given?.params?.[parameter.name] ?? DEFAULT_PARAM_EXAMPLES[parameter.name])
            : given?.query?.[parameter.name];
      const request = jsonContent((operation.requestBody as Json | undefined)?.content);
      if (request && given?.body !== undefined) request.example = given.body;
      const bodies = [
        request,
        ...Object.values((operation.responses ?? {}) as Record<string, Json>).map((r) =>
          jsonContent(r.content),
        ),
      ];
      for (const json of bodies)
        if (json?.schema && json.example === undefined)
          json.example = sample(
            json.schema as never,
            { skipReadOnly: true, quiet: true },
            document,
          );
    }
  }
  return document;
}

const jsonContent = (content: unknown) =>
  (content as Record<string, Json> | undefined)?.['application/json'];

export const transformDocument: TransformObject = (input) =>
  withExamples(jsonSchemaTransformObject(input) as Json) as ReturnType<TransformObject>;
