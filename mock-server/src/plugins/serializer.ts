import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import { wireSchema } from './json-schema';

/**
 * Replies are written by a serializer compiled from their contract schema: several times
 * faster than JSON.stringify, and it writes only the fields the contract names. Where
 * mistakes are caught (tests, browser tests, SANDBOX_CHECK_RESPONSES=1) each reply is also
 * checked against the schema, and a field the contract does not name is an error rather
 * than something silently dropped.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const contract = schema as z.ZodType;
    const write = writerOf(contract);
    if (!check) return write;
    return (data) => {
      const encoded = z.safeEncode(contract, data);
      if (!encoded.success)
        throw new Error(
          `${method} ${url}: reply does not match the contract: ${encoded.error.message}`,
        );
      const json = write(data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data))))
        throw new Error(`${method} ${url}: reply has fields the contract does not name`);
      return json;
    };
  };
}

/**
 * Each contract schema's serializer, for every app of the process (tests build hundreds), compiled
 * on its first reply: compiling all of them took a third of a second of every start, for routes
 * most sessions never call.
 */
const writers = new WeakMap<z.ZodType, (data: unknown) => string>();

function writerOf(contract: z.ZodType): (data: unknown) => string {
  let write = writers.get(contract);
  if (!write) {
    let compiled: ((data: unknown) => string) | undefined;
    write = (data) => (compiled ??= compileWriter(contract))(data);
    writers.set(contract, write);
  }
  return write;
}

/** Compiles the serializer of a contract schema's replies. */
export const compileWriter = (contract: z.ZodType): ((data: unknown) => string) =>
  fastJson(wireSchema(contract));
