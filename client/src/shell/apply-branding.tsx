import { useEffect } from 'react';
import type { CompanyDetails } from '@contract/users';
import { config } from '@/config/env';

/** The default tab icon is a plain white circle. */
export const DEFAULT_TAB_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

export type Branding = Pick<CompanyDetails, 'resellerName' | 'tabLogoUrl'> | null | undefined;

type Applied = { title: string; icon: string; priority: number };
const applied: Applied[] = [];

/** The branding with the highest priority wins; among equals, the latest. */
function applyWinner() {
  const winner = applied.reduce<Applied | undefined>(
    (best, entry) => (!best || entry.priority >= best.priority ? entry : best),
    undefined,
  );
  if (!winner) return;
  document.title = winner.title;
  setTabIcon(winner.icon);
}

/**
 * Puts the reseller's name in the tab title and its icon in the tab, or the product's own.
 * Several may be mounted (the stored branding for every screen, the signed-in user's inside
 * the console): the higher `priority` wins, whatever the order their effects run in.
 */
export function ApplyBranding({
  branding,
  priority = 0,
}: {
  branding: Branding;
  priority?: number;
}) {
  const title = branding?.resellerName || config.productShortName;
  const icon = branding?.tabLogoUrl || DEFAULT_TAB_ICON;
  useEffect(() => {
    const entry = { title, icon, priority };
    applied.push(entry);
    applyWinner();
    return () => {
      applied.splice(applied.indexOf(entry), 1);
      applyWinner();
    };
  }, [title, icon, priority]);
  return null;
}

function setTabIcon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  // A reseller's icon may be PNG or ICO; a stale type would make the browser skip it.
  if (href === DEFAULT_TAB_ICON) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
  link.href = href;
}
