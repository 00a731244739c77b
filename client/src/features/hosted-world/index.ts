// A hosted trial world's banner (expiry, reset, control room), its sign-in screen's persona
// links, and the pages its visitor views reported to it; loaded only in such a world.
export { HostedWorldBanner } from './components/hosted-world-banner';
export { PersonaLinks } from './components/persona-links';
export { PageViews } from './components/page-views';
