import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CloudFill } from 'react-bootstrap-icons';
import type { CurrentUser } from '@contract/users';
import { paths } from '@/config/paths';
import { config } from '@/config/env';
import { readCompanyDetails } from '@/lib/company-details';

/** The user's logo, else the stored company logo, else the product wordmark. */
export function pickLogoUrl(user: Pick<CurrentUser, 'logoUrl'>): string | null {
  return user.logoUrl || readCompanyDetails()?.logoUrl || null;
}

export function SidebarLogo({ user }: { user: CurrentUser }) {
  const src = pickLogoUrl(user);
  // A logo that fails to load falls back to the wordmark rather than a broken image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const brand = user.resellerName || user.companyName || config.productShortName;

  return (
    <Link to={paths.dashboard()} className="sidebar-logo" aria-label={`${brand} dashboard`}>
      {src && failedSrc !== src ? (
        <img src={src} alt="" className="sidebar-logo-img" onError={() => setFailedSrc(src)} />
      ) : (
        <span className="wordmark">
          <span className="wordmark-mark" aria-hidden="true">
            <CloudFill aria-hidden="true" />
          </span>
          <span className="wordmark-text">{config.productShortName}</span>
        </span>
      )}
    </Link>
  );
}
