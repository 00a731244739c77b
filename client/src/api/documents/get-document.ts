import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { http } from '@/api/http';
import { config } from '@/config/env';
import { documentKeys } from './document-keys';

/** A document's address on the assets host; each segment encoded, so spaces become %20. */
export const documentUrl = (path: string) =>
  `${config.assetsBaseUrl}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The markdown text of a document. Through the one HTTP client, so that partner documents,
 * which the assets host keeps for resellers, carry the session.
 */
export async function getDocument(path: string): Promise<string> {
  const response = await http.get<string>(documentUrl(path), {
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
  });
  if (response.status !== 200) throw new ApiError('Document unavailable', response.status);
  return response.data;
}

// Documents change with a release, not while someone reads them.
export const documentQueryOptions = (path: string) =>
  queryOptions({
    queryKey: documentKeys.detail(path),
    queryFn: () => getDocument(path),
    staleTime: 5 * 60_000,
  });

export const useDocument = (path: string) => useQuery(documentQueryOptions(path));
