import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { clearSession, getAccessToken } from '@/api/session';

export async function logout(): Promise<void> {
  // Without a token the server has nothing to end, and the 401 would bounce us to login mid-screen.
  if (!getAccessToken()) return;
  unwrap(await http.post('/auth/logout'));
}

/** Ends the session on the server, then locally whatever the server said (keeping RememberMe). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
}
