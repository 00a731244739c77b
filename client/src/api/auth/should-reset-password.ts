import type { ShouldResetPasswordResponse } from '@contract/auth';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

/** Asked after MFA when the user is flagged forcePasswordReset: yields the key the reset screen needs. */
export async function shouldResetPassword(): Promise<ShouldResetPasswordResponse> {
  return unwrap<ShouldResetPasswordResponse>(await http.post('/auth/shouldResetPassword'));
}
