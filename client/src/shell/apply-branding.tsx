import { useEffect } from 'react';
import type { CompanyDetails } from '@contract/users';
import { config } from '@/config/env';

/** The default tab icon is a plain white circle. */
export const DEFAULT_TAB_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

export type Branding = Pick<CompanyDetails, 'resellerName' | 'tabLogoUrl'> | null | undefined;

/** Puts the reseller's name in the tab title and its icon in the tab, or the product's own. */
export function ApplyBranding({ branding }: { branding: Branding }) {
  const title = branding?.resellerName || config.productShortName;
  const icon = branding?.tabLogoUrl || DEFAULT_TAB_ICON;
  useEffect(() => {
    document.title = title;
    setTabIcon(icon);
  }, [title, icon]);
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
