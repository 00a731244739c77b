import type { World } from '../../model/schema';

/** What new worlds are copies of (the seed, or a snapshot the operator promoted). */
export interface TemplateStore {
  has(name: string): Promise<boolean>;
  list(): Promise<string[]>;
  /** The template's world: what a new world starts from, and a reset returns to. */
  read(name: string): Promise<World>;
  save(name: string, world: World): Promise<void>;
  /** Whether the template is made (the seed, a scenario) rather than saved by the operator. */
  isMade(name: string): boolean;
}

/**
 * Where a backend keeps templates, as they are stored. The rules about them (the seed made again
 * when stale, older ones upgraded, damaged ones set aside) are written once, above every
 * backend: policies/templates.ts.
 */
export interface TemplateShelf {
  /** The names on offer; a template set aside as damaged is not among them. */
  names(): Promise<string[]>;
  /** The world as it was stored (of any version), or null; a DamagedWorldError when unreadable. */
  read(name: string): Promise<unknown>;
  /** When the template was written, or null when there is none. */
  savedAt(name: string): Promise<Date | null>;
  write(name: string, world: World, at: Date): Promise<void>;
  /** Takes a damaged template off the offer, kept for the operator; says where it is kept. */
  setAside(name: string, at: Date): Promise<string>;
  /** Runs `fn` alone among the processes that share the shelf, so that they seed once. */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
}
