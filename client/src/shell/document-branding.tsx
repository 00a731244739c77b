import { useLocation } from 'react-router-dom';
import { readCompanyDetails } from '@/lib/company-details';
import { ApplyBranding } from './apply-branding';

export { DEFAULT_TAB_ICON } from './apply-branding';

/**
 * Tab title and icon from the stored branding, on every screen; re-read on every navigation,
 * so signing in or out re-brands the tab. Signed-in screens add the user's own
 * (`SignedInBranding`), which takes precedence. No screen outside them asks the API who the
 * user is.
 */
export function DocumentBranding() {
  useLocation();
  return <ApplyBranding branding={readCompanyDetails()} />;
}
