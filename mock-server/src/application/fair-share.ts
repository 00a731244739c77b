/** How many requests a world may have under way before its next one waits for a turn. */
export const FREE_UNDER_WAY = 2;
/** Worlds whose count is kept at zero when idle; beyond that, an idle world keeps nothing. */
const KEPT_IDLE = 256;

/**
 * Shares a process's event loop between its worlds. A world may have a few requests under way
 * at once; each further one goes on at a later turn of the loop, one per world per turn, so
 * that what other worlds sent meanwhile is read between them instead of after a whole burst.
 * On an idle loop the next turn comes at once: waiting costs a world nothing unless others
 * want the time.
 */
export class FairShare {
  private readonly underWay = new Map<string, number>();
  private readonly lines = new Map<string, (() => void)[]>();
  private turnComing = false;

  constructor(private readonly freeUnderWay = FREE_UNDER_WAY) {}

  /** Null: go on now; else the promise of a later turn. Either way, call `done` once answered. */
  enter(worldId: string): Promise<void> | null {
    const count = (this.underWay.get(worldId) ?? 0) + 1;
    this.underWay.set(worldId, count);
    if (count <= this.freeUnderWay) return null;
    return new Promise((goOn) => {
      const line = this.lines.get(worldId);
      if (line) line.push(goOn);
      else this.lines.set(worldId, [goOn]);
      this.nextTurn();
    });
  }

  done(worldId: string): void {
    const count = (this.underWay.get(worldId) ?? 1) - 1;
    // An idle world keeps its zero while few do: a key deleted and added again at every request
    // makes the Map copy its table every few requests.
    if (count > 0 || this.underWay.size <= KEPT_IDLE) this.underWay.set(worldId, count);
    else this.underWay.delete(worldId);
  }

  // setImmediate: after the loop has read whatever came in since the last turn.
  private nextTurn(): void {
    if (this.turnComing) return;
    this.turnComing = true;
    setImmediate(() => {
      this.turnComing = false;
      for (const [worldId, line] of this.lines) {
        line.shift()?.();
        if (line.length === 0) this.lines.delete(worldId);
      }
      if (this.lines.size > 0) this.nextTurn();
    });
  }
}
