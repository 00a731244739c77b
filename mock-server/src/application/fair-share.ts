/** How many requests a world may have under way before its next one waits for a turn. */
export const FREE_UNDER_WAY = 2;
/**
 * How long a turn may go on giving a world's line its next request, as each one before it is
 * answered within the turn: cheap calls go many to a turn, as they would with no share at all.
 */
export const TURN_BUDGET_MS = 0.5;
/** Worlds whose count is kept at zero when idle; beyond that, an idle world keeps nothing. */
const KEPT_IDLE = 256;

/**
 * Shares a process's event loop between its worlds. A world may have a few requests under way
 * at once; each further one goes on at a later turn of the loop, one per world per turn, so
 * that what other worlds sent meanwhile is read between them instead of after a whole burst.
 * A request answered within its turn hands the turn on to the next of its world's line while
 * the turn is young (`TURN_BUDGET_MS`); one that waits (a disk, a database) or runs long ends
 * it. On an idle loop the next turn comes at once: waiting costs a world nothing unless others
 * want the time.
 */
export class FairShare {
  private readonly underWay = new Map<string, number>();
  private readonly lines = new Map<string, (() => void)[]>();
  private turnComing = false;
  /** When the turn under way began; -1 between turns. */
  private turnStartedAt = -1;

  constructor(
    private readonly freeUnderWay = FREE_UNDER_WAY,
    private readonly turnBudgetMs = TURN_BUDGET_MS,
    /** Milliseconds from any fixed point. */
    private readonly now: () => number = () => performance.now(),
  ) {}

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
    if (this.turnStartedAt >= 0 && this.now() - this.turnStartedAt < this.turnBudgetMs)
      this.goOn(worldId);
  }

  /** The next of a world's line goes on. */
  private goOn(worldId: string): void {
    const line = this.lines.get(worldId);
    if (!line) return;
    line.shift()?.();
    if (line.length === 0) this.lines.delete(worldId);
  }

  // setImmediate: after the loop has read whatever came in since the last turn. The turn lasts
  // until its second callback, queued with it: in between, Node runs what the first let go on
  // (its promises, and the answers they send), and nothing the loop reads.
  private nextTurn(): void {
    if (this.turnComing) return;
    this.turnComing = true;
    setImmediate(this.beginTurn);
    setImmediate(this.endTurn);
  }

  private readonly beginTurn = (): void => {
    this.turnComing = false;
    this.turnStartedAt = this.now();
    for (const worldId of this.lines.keys()) this.goOn(worldId);
  };

  private readonly endTurn = (): void => {
    this.turnStartedAt = -1;
    if (this.lines.size > 0) this.nextTurn();
  };
}
