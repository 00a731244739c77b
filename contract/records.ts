import { z } from 'zod';
import { plainText } from './free-text';
import { pageQuery } from './page-query';

/**
 * Shared pieces of the back-office record calls (system lookups, company records, imports):
 * bounded required and optional text fields, the paged list query and its answer.
 */

/** Required text: trimmed, then bounded (the bound is checked before anything else runs). */
export const requiredText = (max: number, requiredMsg: string, maxMsg: string) =>
  plainText(
    z
      .string({ error: requiredMsg })
      .max(max * 2, { message: maxMsg, abort: true })
      .trim()
      .min(1, { message: requiredMsg, abort: true })
      .max(max, maxMsg),
  );

/** Optional text: an empty value counts as absent (stored as null). */
export const optionalText = (max: number, maxMsg: string) =>
  plainText(
    z
      .string()
      .max(max * 2, { message: maxMsg, abort: true })
      .trim()
      .max(max, maxMsg),
  )
    .nullish()
    .transform((v) => (v ? v : null));

/** A reference to another record by id. */
export const refId = (requiredMsg: string) =>
  z.coerce
    .number({ error: requiredMsg })
    .int(requiredMsg)
    .positive(requiredMsg)
    .max(2 ** 31, requiredMsg);

export const RECORD_PAGE_SIZE = 10;

/** `?page&size&search` of the company record lists. */
export const recordListQuerySchema = pageQuery('size', RECORD_PAGE_SIZE);
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

const pageShape = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), totalPages: z.number() });
const pages = new WeakMap<z.ZodType, ReturnType<typeof pageShape>>();

/** One page of records, with how many there are in all (one schema per row schema). */
export const pageOf = <T extends z.ZodType>(row: T): ReturnType<typeof pageShape<T>> => {
  let made = pages.get(row);
  if (!made) {
    made = pageShape(row);
    pages.set(row, made);
  }
  return made as ReturnType<typeof pageShape<T>>;
};

/** What a delete answers: the id that no longer exists. */
export const deletedSchema = z.object({ id: z.number() });

/** The messages of one kind of record, written once for the sandbox and the portal. */
export const recordMessages = (noun: string, plural: string) =>
  ({
    listed: `${plural} retrieved`,
    retrieved: `${noun} retrieved`,
    created: `${noun} created`,
    updated: `${noun} updated`,
    deleted: `${noun} deleted`,
    notFound: `${noun} not found`,
    noChange: 'Nothing to change: send at least one field',
  }) as const;
