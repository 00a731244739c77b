import '@/styles/public.css';
import type { ReactNode } from 'react';
import { brandName, useBranding } from '@/lib/company-details';
import { BrandLogo } from './brand-logo';

/** Public layout of the sign-in screens: logo above one centred card. */
export function AuthCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const branding = useBranding();
  return (
    <main className="auth-page">
      <div className={`auth-column${wide ? ' auth-column-wide' : ''}`}>
        <div className="text-center mb-4">
          <BrandLogo />
        </div>
        <div className="card auth-card">
          <div className="card-body">{children}</div>
        </div>
        <p className="auth-footnote">
          © {new Date().getFullYear()} {brandName(branding)}
        </p>
      </div>
    </main>
  );
}
