/**
 * A Map kept in least recently used first order, where a key is used by moving it to the end.
 * Using the most recent key again costs a lookup: moving it would delete and add an entry each
 * time, and a Map grows its table over those holes and copies it anew every few hundred uses
 * (with 1,000 hosted worlds, a 26 kB table outliving the young generation under load).
 */
export class RecencyMap<K, V> extends Map<K, V> {
  /**
   * The key last added or used: the map's last key, or no longer in it (deleted since). Either
   * way setting it puts it last.
   */
  private newest: K | undefined;

  override set(key: K, value: V): this {
    if (!this.has(key)) this.newest = key;
    return super.set(key, value);
  }

  /** Makes `key` (with `value`) the most recently used entry. */
  use(key: K, value: V): void {
    if (key !== this.newest) {
      this.delete(key);
      this.newest = key;
    }
    super.set(key, value);
  }
}
