import { z } from 'zod';
import { badRequest } from '../domain/shared/errors';

/** `/:id` path parameters: a positive integer, else a 400 on that field (never a 500 or a 404). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** An update must change something: a body without any field is a 400, not a silent no-op. */
export function requireSomeField(body: object, message: string): void {
  if (Object.values(body).every((v) => v === undefined)) throw badRequest(message);
}
