import { describe, expect, it } from 'vitest';
import { sameText, TextSet } from './same-text';

describe('sameText', () => {
  it('ignores case but not accents', () => {
    expect(sameText('Cedar Vet', 'cedar VET')).toBe(true);
    expect(sameText('Café', 'cafe')).toBe(false);
  });
});

describe('TextSet', () => {
  it('finds exactly what sameText finds equal', () => {
    const known = ['Cedar Vet', 'Café Lumière', 'Straße', 'Ｗｉｄｅ', 'Zero\u200bWidth'];
    const set = new TextSet(known);
    const probes = [
      'CEDAR VET',
      'café lumière',
      'Cafe Lumiere',
      'STRASSE',
      'strasse',
      'wide',
      'ZeroWidth',
      'Cedar Vets',
      'Other',
    ];
    for (const probe of probes)
      expect(set.has(probe), probe).toBe(known.some((k) => sameText(k, probe)));
    expect(set.has('CEDAR VET')).toBe(true);
    expect(set.has('Cafe Lumiere')).toBe(false);
  });

  it('knows what is added after it was made', () => {
    const set = new TextSet();
    expect(set.has('Northwind')).toBe(false);
    set.add('Northwind');
    expect(set.has('NORTHWIND')).toBe(true);
  });
});
