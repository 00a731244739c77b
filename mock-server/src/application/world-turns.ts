/**
 * Turns for a world's heavy calls (snapshots, imports, resets, clock jumps, VM batches, key
 * downloads): one at a time per world, the others waiting in a short line, so one busy world
 * queues behind itself instead of crowding out the others. Past the line a call is refused at
 * once, with a guess of when to come back from how long this world's turns have been taking.
 */
type Line = { running: boolean; waiting: (() => void)[]; averageMs: number };

export type Turn = { release: () => void };
export type Refusal = { retryAfterSeconds: number };

/** A first guess at a turn's length, until the world has taken some. */
const FIRST_GUESS_MS = 1_000;

export class WorldTurns {
  private readonly lines = new Map<string, Line>();

  /** `waiting`: how many calls may wait behind the one running, per world. */
  constructor(private readonly waiting = 8) {}

  /**
   * This world's next turn: a promise of it (release it once done, whatever happened), or a
   * refusal when the line is full.
   */
  take(worldId: string): Promise<Turn> | Refusal {
    let line = this.lines.get(worldId);
    if (!line) this.lines.set(worldId, (line = { running: false, waiting: [], averageMs: 0 }));
    if (!line.running) {
      line.running = true;
      return Promise.resolve(this.turn(worldId, line));
    }
    const full = this.refusal(worldId);
    if (full) return full;
    const queued = line;
    return new Promise((resolve) => queued.waiting.push(() => resolve(this.turn(worldId, queued))));
  }

  /** The refusal a call of the world would get now (its line is full), else null. */
  refusal(worldId: string): Refusal | null {
    const line = this.lines.get(worldId);
    if (!line || line.waiting.length < this.waiting) return null;
    const turnMs = line.averageMs || FIRST_GUESS_MS;
    return { retryAfterSeconds: Math.max(1, Math.ceil((turnMs * line.waiting.length) / 1000)) };
  }

  /** How many calls of the world run or wait (0 once its line is gone). */
  busy(worldId: string): number {
    const line = this.lines.get(worldId);
    return line ? Number(line.running) + line.waiting.length : 0;
  }

  private turn(worldId: string, line: Line): Turn {
    const started = performance.now();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const tookMs = performance.now() - started;
        line.averageMs = line.averageMs ? line.averageMs * 0.7 + tookMs * 0.3 : tookMs;
        const next = line.waiting.shift();
        if (next) next();
        else {
          line.running = false;
          this.lines.delete(worldId); // an idle world keeps nothing
        }
      },
    };
  }
}
