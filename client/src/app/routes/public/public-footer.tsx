import { Linkedin } from 'react-bootstrap-icons';
import { brandName, useBranding } from '@/lib/company-details';
import { LINKEDIN_URL } from './benefits';

export function PublicFooter() {
  const branding = useBranding();
  return (
    <footer className="public-footer">
      <div className="container d-flex flex-column flex-sm-row gap-2 justify-content-between align-items-center py-4">
        <span>
          © {new Date().getFullYear()} {brandName(branding)}
        </span>
        <a href={LINKEDIN_URL} target="_blank" rel="noopener noreferrer" className="footer-link">
          <Linkedin className="me-2" aria-hidden="true" />
          Follow us on LinkedIn
        </a>
      </div>
    </footer>
  );
}
