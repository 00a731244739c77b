// The FAQ's text is kept with the other hand-written data in fixtures/, one copy for the portal
// and its tests; it is the only file of the portal that reaches outside client/ for data.
// eslint-disable-next-line no-restricted-imports
import faq from '../../../../../fixtures/faq.json';
import type { FaqSection } from './faq-search';

export const FAQ_SECTIONS: readonly FaqSection[] = faq.sections;
