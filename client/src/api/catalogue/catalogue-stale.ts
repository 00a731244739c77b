/** The catalogue (countries … providers) changes rarely; a form need not re-ask within minutes. */
export const CATALOGUE_STALE_MS = 5 * 60_000;
