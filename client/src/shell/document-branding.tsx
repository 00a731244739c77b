import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { CompanyDetails } from '@contract/users';
import { getAccessToken, hasValidSession } from '@/api/session';
import { config } from '@/config/env';
import { readCompanyDetails } from '@/lib/company-details';
import { useCurrentUser } from '@/api/auth/get-current-user';

/** The default tab icon is a plain white circle. */
export const DEFAULT_TAB_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

type Branding = Pick<CompanyDetails, 'resellerName' | 'tabLogoUrl'> | null | undefined;

/**
 * Tab title and icon from the reseller's branding. Re-read on every navigation, so signing in
 * or out re-brands the tab; /users/me is only asked for with a verified session.
 */
export function DocumentBranding() {
  useLocation();
  const signedIn = getAccessToken() !== null && hasValidSession();
  return signedIn ? <SignedInBranding /> : <ApplyBranding branding={readCompanyDetails()} />;
}

function SignedInBranding() {
  const { data: user } = useCurrentUser();
  return <ApplyBranding branding={user ?? readCompanyDetails()} />;
}

function ApplyBranding({ branding }: { branding: Branding }) {
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
