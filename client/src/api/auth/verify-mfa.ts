import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaRequest, ShouldResetPasswordResponse } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { saveCompanyDetails } from '@/lib/company-details';
import { authKeys } from './auth-keys';
import { requireSessionToken } from './session-answer';
import { shouldResetPassword } from './should-reset-password';

/** Sent with the pre-MFA token; the reply's headers carry the MFA-verified tokens. */
export async function verifyMfa(body: MfaRequest): Promise<CurrentUser> {
  const response = requireSessionToken(await http.post('/auth/mfa', body));
  return unwrap<{ user: CurrentUser }>(response).user;
}

export type MfaResult = { user: CurrentUser; reset: ShouldResetPasswordResponse | null };

/** Verifies the code, then (for users flagged forcePasswordReset) fetches the reset key. */
async function verifyAndCheckReset(body: MfaRequest): Promise<MfaResult> {
  const user = await verifyMfa(body);
  return { user, reset: user.forcePasswordReset ? await shouldResetPassword() : null };
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAndCheckReset,
    onSuccess: ({ user }) => {
      // The shell reads the user from the cache; seeding it saves a /users/me round trip.
      queryClient.setQueryData(authKeys.me(), user);
      saveCompanyDetails(user);
    },
  });
}
