import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@contract/auth';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

/** The reset key travels both in the path (as the token) and in the body, with the user id. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  const token = encodeURIComponent(body.resetKey);
  unwrap(await http.post(`/users/resetPasswordFromEmail/${token}`, body));
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
