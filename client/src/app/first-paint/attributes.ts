/**
 * index.html carries screens painted at build time (scripts/build/first-paint.ts): each in a
 * wrapper marked with SCREEN_ATTRIBUTE, hidden unless <html> names it with SHOWN_ATTRIBUTE.
 */
export const SHOWN_ATTRIBUTE = 'data-first-paint';
export const SCREEN_ATTRIBUTE = 'data-first-paint-screen';
