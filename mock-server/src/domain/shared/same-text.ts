// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en', { sensitivity: 'accent' });

/** Case-insensitive equality of names and domains (accents count). */
export const sameText = (a: string, b: string) => collator.compare(a, b) === 0;

/**
 * A key that is the same for any two texts sameText finds equal: width and compatibility forms
 * folded, marks and invisible characters dropped, upper-cased (so ß meets SS). It may join a few
 * texts sameText keeps apart (accents), which TextSet then tells apart.
 */
const looseKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}\p{Cc}]/gu, '')
    .toUpperCase();

/** Texts by sameText equality, each lookup one hash away however many there are. */
export class TextSet {
  private readonly buckets = new Map<string, string[]>();

  constructor(texts: Iterable<string> = []) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    const key = looseKey(text);
    const bucket = this.buckets.get(key);
    if (bucket) bucket.push(text);
    else this.buckets.set(key, [text]);
  }

  /** Forgets one occurrence of `text` itself (a name added twice is still known once). */
  delete(text: string): void {
    const key = looseKey(text);
    const bucket = this.buckets.get(key);
    const at = bucket?.indexOf(text) ?? -1;
    if (!bucket || at < 0) return;
    bucket.splice(at, 1);
    if (bucket.length === 0) this.buckets.delete(key);
  }

  has(text: string): boolean {
    return this.buckets.get(looseKey(text))?.some((known) => sameText(known, text)) === true;
  }
}
