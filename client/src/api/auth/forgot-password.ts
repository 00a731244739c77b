import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

export async function forgotPassword(body: { email: string }): Promise<void> {
  unwrap(await http.post('/users/forgotPassword', body));
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
