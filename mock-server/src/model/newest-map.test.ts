import { describe, expect, it } from 'vitest';
import { NewestMap } from './newest-map';

describe('NewestMap', () => {
  it('drops the oldest key for a new one, and nothing for a key it has', () => {
    const map = new NewestMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('counts a key deleted and set again as the newest', () => {
    const map = new NewestMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.delete('a');
    map.set('a', 1).set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
