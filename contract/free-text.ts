import type { z } from 'zod';
import { fieldOf } from './issue-messages';

// Characters no name, address or message needs and that can hide or disguise what a person
// reads: C0 and C1 controls, zero-width characters and the byte-order mark, bidi embeddings,
// overrides and isolates, and lone surrogate halves (\p{Cs} under the u flag matches only an
// unpaired one). Multi-line text keeps tab, line feed and carriage return.
const HIDDEN = '\\u007F-\\u009F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';
const UNSAFE_IN_LINE = new RegExp(`[\\u0000-\\u001F${HIDDEN}]|\\p{Cs}`, 'u');
const UNSAFE_IN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${HIDDEN}]|\\p{Cs}`,
  'u',
);

/** Whether a text holds a character that may not be in it (see above). */
export const hasHiddenCharacters = (text: string, multiline = false) =>
  (multiline ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE).test(text);

export const hiddenCharactersMessage = (field: string) =>
  `${field} contains control, invisible or direction characters`;

/**
 * The rule every free-text field of a request follows (names, descriptions, addresses,
 * messages): one line unless `multiline`, and none of the characters above.
 */
export const plainText = <T extends z.ZodString>(schema: T, multiline = false): T =>
  schema.refine((v) => !hasHiddenCharacters(v, multiline), {
    error: (issue) => hiddenCharactersMessage(fieldOf(issue)),
    abort: true,
  });
