/** The delete call goes out this long after the user confirms. */
export const NETWORK_DELETE_DELAY_MS = 1000;
export const NETWORK_DELETED = 'Network is being deleted';
export const CONNECTED_NOTE =
  'Network cannot be modified or deleted while VMs are connected. Please disconnect all VMs first.';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
