import { Link } from 'react-router-dom';
import { CloudsFill } from 'react-bootstrap-icons';
import { config } from '@/config/env';
import { brandName, useBranding } from '@/lib/company-details';
import { paths } from '@/config/paths';

/**
 * The reseller's logo when the branding has one, else the product wordmark. On a dark header
 * (`light`) a logo sits on a light plate, so a dark wordmark stays legible.
 */
export function BrandLogo({ light = false }: { light?: boolean }) {
  const branding = useBranding();
  return (
    <Link to={paths.home()} className={`brand-logo${light ? ' brand-logo-light' : ''}`}>
      {branding?.logoUrl ? (
        <img src={branding.logoUrl} alt={`${brandName(branding)} home`} />
      ) : (
        <>
          <span className="brand-mark" aria-hidden="true">
            <CloudsFill aria-hidden="true" />
          </span>
          <span className="brand-word">{config.productShortName}</span>
          <span className="visually-hidden"> home</span>
        </>
      )}
    </Link>
  );
}
