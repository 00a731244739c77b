import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailRequest } from '@contract/auth';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

/** Activates an invited user: sets names and the first password with the emailed key. */
export async function confirmEmail(body: ConfirmEmailRequest): Promise<void> {
  const token = encodeURIComponent(body.resetKey);
  unwrap(await http.post(`/users/confirmEmail/${token}`, body));
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
