import { z } from 'zod';

/** `/:id` path parameters: a positive integer, else a 400 on that field (never a 500 or a 404). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
