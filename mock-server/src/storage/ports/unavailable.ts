/** What a request answers (503) while the database is away; the process recovers by itself. */
export const DATABASE_UNAVAILABLE = 'The sandbox is temporarily unavailable';

/** Errors of the socket under the connection: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say "not now" rather than "wrong": admin or crash shutdown, still starting,
 * too many connections. Class 08 (connection exceptions) is matched as a whole.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and its pool report these without a code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Connection ended unexpectedly/,
  /^timeout expired$/,
];

/**
 * Whether the error means the database cannot be reached (answer 503 and retry later), as
 * opposed to an ordinary SQL error (a bug, a conflict), which must keep its own meaning.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (CONNECTION_MESSAGES.some((m) => m.test(error.message))) return true;
  // Node tries every address of a host name (::1, then 127.0.0.1) and reports them together.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  // The pool wraps a connect timeout; a wrapped cause counts as the cause.
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
