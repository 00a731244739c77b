import { withPrefix } from '@/api/api-error';
import { notify } from '@/lib/notify';
import { useVmAccessKey } from '@/api/vms/get-vm-access-key';
import { downloadPrivateKey } from '@/features/vms/lib/download-private-key';

/** Download Private Key: fetch the key, hand it to the browser as privateKey.pem. */
export function useDownloadKey(vmId: number) {
  const accessKey = useVmAccessKey();
  const download = () =>
    accessKey.mutate(vmId, {
      onSuccess: (privateKey) => downloadPrivateKey(privateKey),
      onError: (error) => notify.error(withPrefix('Failed to download private key', error)),
    });
  return { download, downloading: accessKey.isPending };
}
