import { z } from 'zod';
import { plainText } from './free-text';

/** One field's validation failure, as the provider API reports it. */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, errors: z.array(fieldErrorSchema).optional() });
type Envelope<T extends z.ZodType> = ReturnType<typeof envelopeOf<T>>;
/** One envelope per data schema: what is compiled from it (a route's serializer) is made once. */
const envelopes = new WeakMap<z.ZodType, Envelope<z.ZodType>>();

/** Every reply is `{ message, data }`; 400s may add `errors`. */
export const envelope = <T extends z.ZodType>(data: T): Envelope<T> => {
  let made = envelopes.get(data);
  if (!made) {
    made = envelopeOf(data);
    envelopes.set(data, made);
  }
  return made as Envelope<T>;
};

/** A list of `item`, one per item schema, for the same reason as envelope(). */
const arrays = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();
export const arrayOf = <T extends z.ZodType>(item: T): z.ZodArray<T> => {
  let made = arrays.get(item);
  if (!made) {
    made = z.array(item);
    arrays.set(item, made);
  }
  return made as z.ZodArray<T>;
};

/** The answer of a call that only says it is done. */
export const doneEnvelope = envelope(z.null());

/** The longest email address there can be; longer input is refused before any pattern runs. */
export const EMAIL_MAX = 254;

/**
 * Simple `{email}` shape: something@something.tld, no spaces. Linear on any input: the parts
 * are separated by characters the neighbouring parts cannot contain, so nothing backtracks.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * A required email field: trimmed, bounded (checked first, and nothing runs after a refusal),
 * then matched. `required` and `invalid` are the form's own words.
 */
export const emailField = (required: string, invalid: string) =>
  plainText(
    z
      .string({ error: required })
      .trim()
      .min(1, { message: required, abort: true })
      .max(EMAIL_MAX, { message: invalid, abort: true }),
  ).regex(EMAIL_PATTERN, invalid);

/** Dates travel as ISO strings and are read back as Date objects on both sides. */
export const isoDate = z.coerce.date();

/** Query-string integers (page numbers, sizes) with a default. */
export const queryInt = (fallback: number, min = 1, max = 1000) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Query-string booleans: true/false as text or as JSON. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');
