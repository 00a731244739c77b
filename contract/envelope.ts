import { z } from 'zod';

/** One field's validation failure, as the provider API reports it. */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every reply is `{ message, data }`; 400s may add `errors`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, errors: z.array(fieldErrorSchema).optional() });

/** Simple `{email}` shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Dates travel as ISO strings and are read back as Date objects on both sides. */
export const isoDate = z.coerce.date();

/** Query-string integers (page numbers, sizes) with a default. */
export const queryInt = (fallback: number, min = 1, max = 1000) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
