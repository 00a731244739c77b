import { WORLD_VERSION, type World } from '../../model/schema';
import type { Clock } from '../../simulation/clock';
import { worldFromDisk } from '../engine/stored-world';
import { DamagedWorldError } from '../engine/damaged-world';
import type { TemplateShelf, TemplateStore } from '../ports/templates';

export const SEED_TEMPLATE = 'seed';
/** A made template is made again when older: its seeded dates are relative to when it was made. */
const MADE_TEMPLATE_MAX_AGE_MS = 24 * 3_600_000;

/** Makes a template's world (faker over fixtures or a scenario), when it must be made. */
export type TemplateMaker = (now: Date) => Promise<World>;

export type TemplatesOptions = {
  clock: Clock;
  /** The templates made rather than saved, by name: the seed, the demo scenarios. */
  made: Readonly<Record<string, TemplateMaker>>;
};

/**
 * What new worlds are copies of, on any backend's shelf: a made one (the seed, a demo scenario:
 * made once by faker, then copied), or a snapshot the operator promoted. At start every template
 * is checked: a made one is made again when missing, more than a day old, of an older version or
 * unreadable (once, however many processes start together); another of an older version is
 * upgraded and stored again, a damaged one set aside for the operator. A template is read once
 * and shared by every new world and reset, until it is saved again (by any process).
 */
export class Templates implements TemplateStore {
  /** Each template's world as read, with when it was saved (a later save reads it again). */
  private readonly worlds = new Map<string, { savedAt: number; world: Promise<World> }>();

  private constructor(
    private readonly shelf: TemplateShelf,
    private readonly clock: Clock,
    private names: Set<string>,
    private readonly madeNames: ReadonlySet<string>,
  ) {}

  static async open(shelf: TemplateShelf, o: TemplatesOptions): Promise<Templates> {
    const made = new Set(Object.keys(o.made));
    const templates = new Templates(shelf, o.clock, new Set(await shelf.names()), made);
    // A made template is not upgraded but made again when older: its maker is the newer one.
    for (const name of templates.sorted())
      if (!made.has(name)) await templates.upgradeOrSetAside(name);
    const stale = async () => {
      const names: string[] = [];
      for (const name of [...made].sort()) if (await templates.isStale(name)) names.push(name);
      return names;
    };
    if ((await stale()).length > 0)
      await shelf.exclusively(async () => {
        // Another process may have made them while this one waited.
        const toMake = await stale();
        for (const name of toMake)
          await templates.save(name, await (o.made[name] as TemplateMaker)(o.clock.now()));
        for (const name of made) templates.names.add(name);
      });
    return templates;
  }

  /** Whether the template is made (the seed, a scenario) rather than saved by the operator. */
  isMade(name: string): boolean {
    return this.madeNames.has(name);
  }

  /** Whether there is one by that name; looks again before saying no (another process may have saved it). */
  async has(name: string): Promise<boolean> {
    if (!this.names.has(name)) await this.refresh();
    return this.names.has(name);
  }

  async list(): Promise<string[]> {
    await this.refresh();
    return this.sorted();
  }

  /**
   * The template's world: what a new world starts from, and a reset returns to. Read again only
   * when saved since (by this process or another: one look at when it was saved).
   */
  async read(name: string): Promise<World> {
    const savedAt = (await this.shelf.savedAt(name))?.getTime();
    if (savedAt === undefined) throw new Error(`There is no template named "${name}"`);
    const cached = this.worlds.get(name);
    if (cached?.savedAt === savedAt) return cached.world;
    const world = this.shelf.read(name).then((stored) => {
      if (stored === null) throw new Error(`There is no template named "${name}"`);
      return worldFromDisk(stored).world;
    });
    world.catch(() => {
      if (this.worlds.get(name)?.world === world) this.worlds.delete(name);
    });
    this.worlds.set(name, { savedAt, world });
    return world;
  }

  async save(name: string, world: World): Promise<void> {
    if (world.version !== WORLD_VERSION)
      throw new Error(`A template must be a world of version ${WORLD_VERSION}`);
    await this.shelf.write(name, world, this.clock.now());
    this.names.add(name);
    this.worlds.delete(name);
  }

  private sorted(): string[] {
    return [...this.names].sort();
  }

  /** Learns the names other processes saved since, and forgets worlds they may have saved again. */
  private async refresh(): Promise<void> {
    this.names = new Set(await this.shelf.names());
    this.worlds.clear();
  }

  private async upgradeOrSetAside(name: string): Promise<void> {
    try {
      const stored = await this.shelf.read(name);
      if (stored === null) return;
      const loaded = worldFromDisk(stored);
      if (loaded.upgradedFrom !== null) await this.save(name, loaded.world);
    } catch (error) {
      if (!(error instanceof DamagedWorldError)) throw error;
      const where = await this.shelf.setAside(name, this.clock.now());
      this.names.delete(name);
      this.worlds.delete(name);
      process.emitWarning(`The template "${name}" is damaged (${error.message}); ${where}`);
    }
  }

  /** Missing, made more than a day ago, of an older version, or unreadable: to be made again. */
  private async isStale(name: string): Promise<boolean> {
    const savedAt = await this.shelf.savedAt(name);
    if (!savedAt) return true;
    if (this.clock.now().getTime() - savedAt.getTime() > MADE_TEMPLATE_MAX_AGE_MS) return true;
    try {
      return worldFromDisk(await this.shelf.read(name)).upgradedFrom !== null;
    } catch {
      return true;
    }
  }
}
