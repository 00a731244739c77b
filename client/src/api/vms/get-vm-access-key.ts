import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

export async function getVmAccessKey(id: number): Promise<string> {
  const data = unwrap<{ privateKey: string }>(
    await http.get(`/virtualMachines/getAccessKey/${id}`),
  );
  return data.privateKey;
}

/** A download, not a cached read: the key is handed to the browser and forgotten. */
export const useVmAccessKey = () => useMutation({ mutationFn: getVmAccessKey });
