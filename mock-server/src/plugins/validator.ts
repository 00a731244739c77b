import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { issueMessage } from '@contract/issue-messages';

/**
 * Requests are parsed with the contract's schemas, every issue worded by the contract (a field's
 * own message, else one naming the field), and reported as fastify validation errors, which the
 * error handler turns into the 400 envelope.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: issueMessage });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        params: {},
        message: issue.message,
      })),
    };
  };
