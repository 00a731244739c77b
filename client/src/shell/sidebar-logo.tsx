import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CloudFill } from 'react-bootstrap-icons';
import type { CurrentUser } from '@contract/users';
import { paths } from '@/config/paths';
import { config } from '@/config/env';
import { readCompanyDetails } from '@/lib/company-details';

type Branding = Pick<CurrentUser, 'logoUrl' | 'resellerName' | 'companyName'> | null;

/** The user's logo, else the stored company logo, else the product wordmark. */
export function pickLogoUrl(branding: Pick<CurrentUser, 'logoUrl'> | null): string | null {
  return branding?.logoUrl || readCompanyDetails()?.logoUrl || null;
}

/** The signed-in user's branding, or the stored one while the user loads. */
export function SidebarLogo({ branding }: { branding: Branding }) {
  const src = pickLogoUrl(branding);
  // A logo that fails to load falls back to the wordmark rather than a broken image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const brand = branding?.resellerName || branding?.companyName || config.productShortName;

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
