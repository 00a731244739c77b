// A hosted trial world's banner (expiry, reset, keep, talk to sales, control room), its sign-in
// screen's persona links, the pages its visitor views reported to it, and the "Talk to sales"
// button with its dialog for other places of such a world; loaded only in such a world.
export { HostedWorldBanner } from './components/hosted-world-banner';
export { PersonaLinks } from './components/persona-links';
export { PageViews } from './components/page-views';
export { TalkToSalesButton } from './components/talk-to-sales-button';
export { TalkToSalesDialog } from './components/talk-to-sales-dialog';
