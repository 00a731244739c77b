import { ApiError } from '@/api/api-error';

export const NETWORK_NOT_FOUND = 'Network Not Found';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A network screen's title: its name; "Network" while it loads; "Network Not Found" for a 404. */
export const networkTitle = (name: string | undefined, error: unknown) =>
  name ?? (notFound(error) ? NETWORK_NOT_FOUND : 'Network');

/** The edit screen names the network it edits. */
export const editNetworkTitle = (name: string | undefined, error: unknown) =>
  name ? `Edit ${name}` : notFound(error) ? NETWORK_NOT_FOUND : 'Edit Network';
