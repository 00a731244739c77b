import '@/styles/hosted-world-banner.css';

/**
 * A hosted trial world's banner, empty, in its place while its code and what it says load: the
 * screen below does not jump down under the pointer when it arrives (a click aimed at a button
 * would land above it).
 */
export function HostedWorldBannerSpace() {
  return <div className="hosted-world-banner" aria-hidden="true" />;
}
