import { Link } from 'react-router-dom';
import { CloudsFill } from 'react-bootstrap-icons';
import { config } from '@/config/env';
import { readCompanyDetails } from '@/lib/company-details';
import { paths } from '@/config/paths';

/** The reseller's stored logo when there is one, else the product wordmark. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  const company = readCompanyDetails();
  return (
    <Link to={paths.home()} className={`brand-logo${light ? ' brand-logo-light' : ''}`}>
      {company?.logoUrl ? (
        <img
          src={company.logoUrl}
          alt={company.resellerName ?? company.companyName ?? config.productName}
        />
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
