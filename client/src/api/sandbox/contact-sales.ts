import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactSalesRequest } from '@contract/sales-leads';
import { contactedSalesSchema } from '@contract/sales-leads';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { sandboxKeys } from './sandbox-keys';
import { sandboxUrl } from './sandbox-url';

/** POST /__sandbox/contact-sales: a message to the sales team, confirmed in the world's outbox. */
export async function contactSales(input: ContactSalesRequest) {
  const http = await lazyHttp();
  return contactedSalesSchema.parse(
    unwrap<unknown>(await http.post(sandboxUrl('contact-sales'), input)),
  );
}

/** The confirmation lands in the outbox, whose count the sandbox's info carries. */
export function useContactSales() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: contactSales,
    onSuccess: () => client.invalidateQueries({ queryKey: sandboxKeys.info() }),
  });
}
