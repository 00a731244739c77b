import { WORLD_VERSION, type World } from '../../model/schema';
import type { Clock } from '../../simulation/clock';
import { worldFromDisk } from '../engine/stored-world';
import { DamagedWorldError } from '../engine/damaged-world';
import type { TemplateShelf, TemplateStore } from '../ports/templates';

export const SEED_TEMPLATE = 'seed';
/** The seed template is made again when older: seeded dates are relative to when it was made. */
const SEED_TEMPLATE_MAX_AGE_MS = 24 * 3_600_000;

export type TemplatesOptions = {
  clock: Clock;
  /** Makes the seed world (faker over the fixtures), when the seed template must be made. */
  seed: (now: Date) => Promise<World>;
};

/**
 * What new worlds are copies of, on any backend's shelf: the seed (made once by faker, then
 * copied), or a snapshot the operator promoted. At start every template is checked: the seed is
 * made again when missing, more than a day old, of an older version or unreadable (once, however
 * many processes start together); another of an older version is upgraded and stored again, a
 * damaged one set aside for the operator. Templates are read once and shared by every reset.
 */
export class Templates implements TemplateStore {
  private readonly worlds = new Map<string, Promise<World>>();

  private constructor(
    private readonly shelf: TemplateShelf,
    private readonly clock: Clock,
    private names: Set<string>,
  ) {}

  static async open(shelf: TemplateShelf, o: TemplatesOptions): Promise<Templates> {
    const templates = new Templates(shelf, o.clock, new Set(await shelf.names()));
    // The seed template is not upgraded but made again when older: it is the seed.
    for (const name of templates.sorted())
      if (name !== SEED_TEMPLATE) await templates.upgradeOrSetAside(name);
    if (await templates.seedIsStale())
      await shelf.exclusively(async () => {
        // Another process may have made it while this one waited.
        if (await templates.seedIsStale())
          await templates.save(SEED_TEMPLATE, await o.seed(o.clock.now()));
        else templates.names.add(SEED_TEMPLATE);
      });
    return templates;
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

  /** The template's world (read once): what a new world starts from, and a reset returns to. */
  read(name: string): Promise<World> {
    let world = this.worlds.get(name);
    if (!world) {
      world = this.shelf.read(name).then((stored) => {
        if (stored === null) throw new Error(`There is no template named "${name}"`);
        return worldFromDisk(stored).world;
      });
      world.catch(() => this.worlds.delete(name));
      this.worlds.set(name, world);
    }
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
  private async seedIsStale(): Promise<boolean> {
    const savedAt = await this.shelf.savedAt(SEED_TEMPLATE);
    if (!savedAt) return true;
    if (this.clock.now().getTime() - savedAt.getTime() > SEED_TEMPLATE_MAX_AGE_MS) return true;
    try {
      return worldFromDisk(await this.shelf.read(SEED_TEMPLATE)).upgradedFrom !== null;
    } catch {
      return true;
    }
  }
}
