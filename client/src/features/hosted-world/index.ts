// A hosted trial world's banner (expiry, reset, control room); loaded only in such a world.
export { HostedWorldBanner } from './components/hosted-world-banner';
