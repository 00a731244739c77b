import type { OrderFormPrefill } from '@contract/orders';
import type { CurrentUser } from '@contract/users';

/** An order form's address with the partner's details and brand, so it opens filled in as theirs. */
export function orderFormUrl(base: string, user: CurrentUser | undefined): string {
  if (!user) return base;
  const prefill: OrderFormPrefill = {
    partnerCompany: user.companyName ?? undefined,
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    contactEmail: user.email,
    brand: user.resellerName ?? user.companyName ?? undefined,
    logo: user.logoUrl ?? undefined,
  };
  const url = new URL(base);
  for (const [key, value] of Object.entries(prefill)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
