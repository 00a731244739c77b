import { z } from 'zod';
import { plainText } from './free-text';
import { isoDate } from './envelope';

/**
 * Client events the portal reports (errors it caught, warnings): kept, bounded, by the API for
 * whoever operates it. Signed in or not; a signed-in caller's events carry who they were.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const LOG_LIMITS = {
  message: 2000,
  contextKeys: 30,
  contextKeyLength: 100,
  contextValue: 1000,
  /** How many events the sandbox keeps; the oldest go first. */
  kept: 500,
} as const;

export const LOGGING_MESSAGES = {
  logged: 'Event logged',
  level: `Level must be one of ${LOG_LEVELS.join(', ')}`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${LOG_LIMITS.message} characters`,
  contextTooBig: `Context may have at most ${LOG_LIMITS.contextKeys} keys`,
  contextValue: `Context values must be strings of at most ${LOG_LIMITS.contextValue} characters, numbers, booleans or null`,
} as const;

const contextValue = z.union(
  [z.string().max(LOG_LIMITS.contextValue), z.number(), z.boolean(), z.null()],
  { error: LOGGING_MESSAGES.contextValue },
);

export const clientEventRequestSchema = z.object({
  level: z.enum(LOG_LEVELS, { error: LOGGING_MESSAGES.level }),
  message: plainText(
    z
      .string({ error: LOGGING_MESSAGES.messageRequired })
      .max(LOG_LIMITS.message, LOGGING_MESSAGES.messageTooLong)
      .trim()
      .min(1, LOGGING_MESSAGES.messageRequired),
    true,
  ),
  context: z
    .record(z.string().max(LOG_LIMITS.contextKeyLength), contextValue)
    .refine((c) => Object.keys(c).length <= LOG_LIMITS.contextKeys, LOGGING_MESSAGES.contextTooBig)
    .optional(),
});
export type LogLevel = (typeof LOG_LEVELS)[number];
export type ClientEventRequest = z.infer<typeof clientEventRequestSchema>;

export const clientEventSchema = z.object({
  id: z.number(),
  at: isoDate,
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  user: z.string().nullable(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;
