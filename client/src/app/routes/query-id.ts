import { useSearchParams } from 'react-router-dom';

/** The `id` of the query string as a positive whole number, else null. */
export function useQueryId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
