/**
 * A Map that keeps only its newest `limit` keys: adding a key to a full one first drops the
 * oldest. For caches and counters keyed by what callers send, which must not grow with it.
 */
export class NewestMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
