import { useEffect } from 'react';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { saveCompanyDetails } from '@/lib/company-details';

/** Signed in: the user's branding, as the API returns it, becomes the stored one every screen shows. */
export function SignedInBranding() {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user) saveCompanyDetails(user);
  }, [user]);
  return null;
}
