import type { RequestLogEntry } from '@contract/sandbox';

/** How many calls the control room's request log keeps (in memory only). */
export const REQUEST_LOG_SIZE = 200;

// Bodies are kept as they came and only parsed and masked when someone opens the call:
// recording costs next to nothing on the hot path.
type Recorded = RequestLogEntry & { rawRequest: unknown; rawResponse: unknown };
type Detail = RequestLogEntry & { requestBody: unknown; responseBody: unknown };

// Whatever could let someone in is never shown: passwords, codes, tokens, keys.
const SECRET_KEY = /pass(word)?|secret|token|key|code|authorization|refresh|ticket|consoleUrl/i;
const MASK = '•••••';

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1),
    ]),
  );
}

export const parse = (payload: unknown) => {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload.slice(0, 2000);
  }
};

/**
 * The newest calls to the provider API (/v1), for the control room: newest first. Kept in a
 * ring written in place, so each call's entry lives exactly REQUEST_LOG_SIZE calls: entries
 * kept up to twice as long, trimmed in batches, outlived the young generation's collections
 * under load and filled the old one (see docs/benchmarks.md).
 */
export class RequestLog {
  private readonly ring: (Recorded | undefined)[] = new Array<Recorded | undefined>(
    REQUEST_LOG_SIZE,
  );
  private nextId = 1;

  add(entry: Omit<Recorded, 'id'>): void {
    const recorded = entry as Recorded;
    recorded.id = this.nextId++;
    this.ring[recorded.id % REQUEST_LOG_SIZE] = recorded;
  }

  /** Newest first; `after` gives only the calls newer than that id (the page polls). */
  list(after = 0): RequestLogEntry[] {
    const entries: RequestLogEntry[] = [];
    const oldest = Math.max(after + 1, this.nextId - REQUEST_LOG_SIZE);
    for (let id = this.nextId - 1; id >= oldest; id--) {
      const { rawRequest: _q, rawResponse: _r, ...entry } = this.recorded(id) as Recorded;
      entries.push(entry);
    }
    return entries;
  }

  detail(id: number): Detail | null {
    const found = this.recorded(id);
    if (!found) return null;
    const { rawRequest, rawResponse, ...entry } = found;
    return {
      ...entry,
      requestBody: maskSecrets(rawRequest ?? null),
      responseBody: maskSecrets(parse(rawResponse)),
    };
  }

  /** The call with that id, while the ring still holds it. */
  private recorded(id: number): Recorded | null {
    if (!Number.isInteger(id) || id < 1) return null;
    const found = this.ring[id % REQUEST_LOG_SIZE];
    return found?.id === id ? found : null;
  }
}
