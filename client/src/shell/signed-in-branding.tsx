import { useCurrentUser } from '@/api/auth/get-current-user';
import { readCompanyDetails } from '@/lib/company-details';
import { ApplyBranding } from './apply-branding';

/** Signed in: the branding of the user the API returns (the stored one until it does). */
export function SignedInBranding() {
  const { data: user } = useCurrentUser();
  return <ApplyBranding branding={user ?? readCompanyDetails()} priority={1} />;
}
