import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage, plainText } from './free-text';
import { networkNameField } from './networks';

const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['escape', '\u001B'],
  ['delete', '\u007F'],
  ['C1 control', '\u0085'],
  ['right-to-left override', '\u202E'],
  ['left-to-right embedding', '\u202A'],
  ['first strong isolate', '\u2068'],
  ['zero-width space', '\u200B'],
  ['zero-width joiner', '\u200D'],
  ['word joiner', '\u2060'],
  ['byte-order mark', '\uFEFF'],
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', '\uDC00'],
];

describe('free text', () => {
  it.each(HIDDEN)('refuses a %s anywhere, on one line or many', (_name, c) => {
    for (const text of [`${c}Ops`, `Op${c}s`, `Ops${c}`]) {
      expect(hasHiddenCharacters(text)).toBe(true);
      expect(hasHiddenCharacters(text, true)).toBe(true);
    }
  });

  it('keeps letters of every alphabet, accents, emoji and punctuation', () => {
    for (const text of [
      'Zoë Ånström',
      "O'Neil-Smith",
      'مرحبا',
      '東京 チーム',
      'Ops 🚀',
      'a & b (c)',
    ])
      expect(hasHiddenCharacters(text), text).toBe(false);
  });

  it('takes line breaks and tabs only in multi-line text', () => {
    for (const text of ['line one\nline two', 'a\r\nb', 'col\tcol']) {
      expect(hasHiddenCharacters(text)).toBe(true);
      expect(hasHiddenCharacters(text, true)).toBe(false);
    }
  });

  it('refuses with a message naming the field', () => {
    const schema = z.object({ team: z.object({ name: plainText(z.string().trim().max(50)) }) });
    const result = schema.safeParse({ team: { name: 'Ops\u202Egnp.exe' } });
    expect(result.error?.issues).toMatchObject([
      { path: ['team', 'name'], message: hiddenCharactersMessage('team.name') },
    ]);
    expect(schema.parse({ team: { name: ' Ops ' } })).toEqual({ team: { name: 'Ops' } });
  });
});

describe('the network name', () => {
  it('refuses hidden characters with the shared message, never echoing them back', () => {
    for (const [, c] of HIDDEN) {
      const result = z.object({ name: networkNameField }).safeParse({ name: `lan${c}x` });
      expect(result.error?.issues.map((i) => i.message)).toEqual([hiddenCharactersMessage('name')]);
    }
  });

  it('still names the visible characters a name may not hold, as the specification words it', () => {
    const result = networkNameField.safeParse('lan/1*');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Invalid characters: /*']);
  });
});
