import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken, hasValidSession } from '@/api/session';
import { readCompanyDetails } from '@/lib/company-details';
import { ApplyBranding } from './apply-branding';

export { DEFAULT_TAB_ICON } from './apply-branding';

// The signed-in variant asks the API, so it comes with the signed-in screens, not the first one.
const SignedInBranding = lazy(() =>
  import('./signed-in-branding').then((m) => ({ default: m.SignedInBranding })),
);

/**
 * Tab title and icon from the reseller's branding. Re-read on every navigation, so signing in
 * or out re-brands the tab; /users/me is only asked for with a verified session.
 */
export function DocumentBranding() {
  useLocation();
  const signedIn = getAccessToken() !== null && hasValidSession();
  const stored = <ApplyBranding branding={readCompanyDetails()} />;
  return signedIn ? (
    <Suspense fallback={stored}>
      <SignedInBranding />
    </Suspense>
  ) : (
    stored
  );
}
