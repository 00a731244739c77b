/** After a successful submit the visitor is taken home after this delay. */
export const INQUIRY_REDIRECT_MS = 3_000;
