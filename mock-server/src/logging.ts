import type { FastifyServerOptions } from 'fastify';

type Line = { level: number; time: number; msg: string } & Record<string, unknown>;
const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/**
 * The logger of `npm start`, the trial and their production builds. In production
 * (NODE_ENV=production, or LOG_FORMAT=json) one JSON line per event at LOG_LEVEL (info by
 * default): one per request with its id, world, route pattern, status and duration, never a
 * header, body, token, key or code. Otherwise quiet (warn) and read by a person: a short line
 * with the time, the level and the message.
 */
export function loggerOptions(env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  const json = env.NODE_ENV === 'production' || env.LOG_FORMAT === 'json';
  return {
    level: env.LOG_LEVEL ?? (json ? 'info' : 'warn'),
    // Whatever a serializer might one day add, these never reach a log line.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-sandbox-key"]'],
      remove: true,
    },
    ...(json ? {} : { stream: { write: (line: string) => process.stdout.write(humanLine(line)) } }),
  };
}

/** A JSON log line as a person reads it: "12:03:04 WARN message key=value ...". */
export function humanLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  const { level, time, msg, pid: _pid, hostname: _host, ...rest } = line;
  const at = new Date(time).toISOString().slice(11, 19);
  const extra = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return `${at} ${(LEVELS[level] ?? String(level)).toUpperCase()} ${msg}${extra ? ` ${extra}` : ''}\n`;
}
