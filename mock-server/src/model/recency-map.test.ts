import { describe, expect, it } from 'vitest';
import { RecencyMap } from './recency-map';

describe('RecencyMap', () => {
  it('keeps keys least recently used first, a used key moving to the end', () => {
    const map = new RecencyMap<string, number>([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    map.use('a', 10);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 10],
    ]);
    map.use('a', 11);
    map.use('b', 20);
    expect([...map.keys()]).toEqual(['c', 'a', 'b']);
  });

  it('moves the last used key again once others were added after it', () => {
    const map = new RecencyMap<string, number>();
    map.set('a', 1);
    map.use('a', 1);
    map.set('b', 2);
    map.use('a', 1);
    expect([...map.keys()]).toEqual(['b', 'a']);
  });

  it('adds a used key that was deleted, at the end', () => {
    const map = new RecencyMap<string, number>();
    map.set('a', 1);
    map.set('b', 2);
    map.delete('b');
    map.use('b', 3);
    map.delete('a');
    map.set('c', 4);
    map.use('a', 5);
    expect([...map]).toEqual([
      ['b', 3],
      ['c', 4],
      ['a', 5],
    ]);
  });

  it('keeps a value replaced with set in its place', () => {
    const map = new RecencyMap<string, number>();
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.use('b', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
  });

  it('moves a key used again after the newest one was deleted or the map cleared', () => {
    const map = new RecencyMap<string, number>();
    map.set('a', 1);
    map.set('b', 2);
    map.use('b', 3);
    map.delete('b');
    map.set('c', 4);
    map.use('a', 5);
    expect([...map]).toEqual([
      ['c', 4],
      ['a', 5],
    ]);
    map.clear();
    map.use('a', 6);
    map.set('b', 7);
    map.use('a', 8);
    expect([...map]).toEqual([
      ['b', 7],
      ['a', 8],
    ]);
  });
});
