// A hosted trial world's banner (expiry, reset, control room) and its sign-in screen's persona
// links; loaded only in such a world.
export { HostedWorldBanner } from './components/hosted-world-banner';
export { PersonaLinks } from './components/persona-links';
