/** What the user chooses in the user panel; "system" follows the operating system. */
export const COLOR_SCHEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];
export type ColorScheme = 'light' | 'dark';

export const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * The scheme a stored choice gives: "light" and "dark" as chosen, anything else (nothing stored,
 * "system", a value from elsewhere) the operating system's. Also run inline in index.html's head
 * before the stylesheet (serialized with Function.prototype.toString): self-contained.
 */
export function schemeOf(stored: string | null, prefersDark: boolean): ColorScheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}
