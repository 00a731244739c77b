import type { RequestLogEntry } from '@contract/sandbox';
import { byId } from '../model/sorted-by-id';

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

/** The newest calls to the provider API (/v1), for the control room: newest first. */
export class RequestLog {
  private entries: Recorded[] = [];
  private nextId = 1;

  add(entry: Omit<Recorded, 'id'>): void {
    (entry as Recorded).id = this.nextId++;
    this.entries.push(entry as Recorded);
    // Trimmed in batches, so most calls only push.
    if (this.entries.length > 2 * REQUEST_LOG_SIZE)
      this.entries = this.entries.slice(-REQUEST_LOG_SIZE);
  }

  /** Newest first; `after` gives only the calls newer than that id (the page polls). */
  list(after = 0): RequestLogEntry[] {
    return this.entries
      .slice(-REQUEST_LOG_SIZE)
      .filter((e) => e.id > after)
      .reverse()
      .map(({ rawRequest: _q, rawResponse: _r, ...entry }) => entry);
  }

  detail(id: number): Detail | null {
    const found = byId(this.entries, id);
    if (!found) return null;
    const { rawRequest, rawResponse, ...entry } = found;
    return {
      ...entry,
      requestBody: maskSecrets(rawRequest ?? null),
      responseBody: maskSecrets(parse(rawResponse)),
    };
  }
}
