import { copyFile, mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { seedWorld } from '../seed/seed';
import { WORLD_VERSION, type World } from '../model/schema';
import { DamagedWorldError, fileStamp } from './damaged-world';
import { writeFileDurably } from './file/snapshot-file';
import { worldFromText } from './stored-world';

export const SEED_TEMPLATE = 'seed';
/** The seed template is made again when older: seeded dates are relative to when it was made. */
const SEED_TEMPLATE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * What new worlds are copies of, kept as world files in SANDBOX_DATA_DIR/templates/<name>.json:
 * the seed (made once by faker, then copied), or a snapshot the operator promoted. A world is
 * made by copying the file, never by seeding again.
 */
export class Templates {
  /** Templates as read once: shared by every reset, never changed (a world's state is frozen). */
  private readonly worlds = new Map<string, Promise<World>>();

  private constructor(
    private readonly dir: string,
    private readonly names: Set<string>,
  ) {}

  static async open(dir: string, config: Config, now: Date): Promise<Templates> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const names = new Set(
      (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)),
    );
    const templates = new Templates(dir, names);
    // The seed template is not upgraded but made again when older (seedIsStale): it is the seed.
    for (const name of names)
      if (name !== SEED_TEMPLATE) await templates.upgradeOrSetAside(name, now);
    if (await templates.seedIsStale(now))
      await templates.save(SEED_TEMPLATE, await seedWorld(config, now));
    return templates;
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  list(): string[] {
    return [...this.names].sort();
  }

  /** Copies the template's stored world to `file` (a new world's snapshot). */
  copyTo(name: string, file: string): Promise<void> {
    return copyFile(this.file(name), file);
  }

  /** The template's world (read once): what a new world starts from, and a reset returns to. */
  read(name: string): Promise<World> {
    let world = this.worlds.get(name);
    if (!world) {
      world = readFile(this.file(name), 'utf8').then((text) => worldFromText(text).world);
      world.catch(() => this.worlds.delete(name));
      this.worlds.set(name, world);
    }
    return world;
  }

  async save(name: string, world: World): Promise<void> {
    if (world.version !== WORLD_VERSION)
      throw new Error(`A template must be a world of version ${WORLD_VERSION}`);
    await writeFileDurably(this.file(name), JSON.stringify(world));
    this.names.add(name);
    this.worlds.delete(name);
  }

  /**
   * At start, every template is read and checked: one of an older version is upgraded and
   * stored again (new worlds are byte copies of it), a damaged one is renamed
   * <name>.json.damaged-<time> for the operator and no longer offered.
   */
  private async upgradeOrSetAside(name: string, now: Date): Promise<void> {
    try {
      const loaded = worldFromText(await readFile(this.file(name), 'utf8'));
      if (loaded.upgradedFrom !== null) await this.save(name, loaded.world);
    } catch (error) {
      if (!(error instanceof DamagedWorldError)) throw error;
      const stamp = fileStamp(now);
      await rename(this.file(name), `${this.file(name)}.damaged-${stamp}`);
      this.names.delete(name);
      this.worlds.delete(name);
      process.emitWarning(
        `The template "${name}" is damaged (${error.message}); it was set aside as ${name}.json.damaged-${stamp}`,
      );
    }
  }

  private file(name: string): string {
    return path.join(this.dir, `${name}.json`);
  }

  private async seedIsStale(now: Date): Promise<boolean> {
    if (!this.has(SEED_TEMPLATE)) return true;
    const made = await stat(this.file(SEED_TEMPLATE));
    if (now.getTime() - made.mtimeMs > SEED_TEMPLATE_MAX_AGE_MS) return true;
    const stored = await readFile(this.file(SEED_TEMPLATE), 'utf8')
      .then(worldFromText)
      .catch(() => null);
    return stored === null || stored.upgradedFrom !== null;
  }
}
