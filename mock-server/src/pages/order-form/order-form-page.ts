import type { FieldError } from '@contract/envelope';
import { ORDER_FORMS, type OrderForm } from '@contract/orders';
import { escapeHtml as escape } from '../html';

const FIELDS = [
  { name: 'partnerCompany', label: 'Partner company', type: 'text', max: 200 },
  { name: 'contactName', label: 'Your name', type: 'text', max: 100 },
  { name: 'contactEmail', label: 'Your email', type: 'email', max: 254 },
  { name: 'customerCompany', label: 'Customer company', type: 'text', max: 200 },
] as const;

const DETAILS_HINT: Record<OrderForm, string> = {
  newCustomer:
    'Services, datacenters, expected number and sizes of virtual machines, and the start date.',
  accountChanges: 'What should change for this customer, and from when.',
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#0f172a;margin:0}
main{max-width:40rem;margin:2rem auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem 2rem}
label{display:block;font-weight:600;margin:1rem 0 .3rem}input,textarea{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #cbd5e1;border-radius:.4rem;font:inherit}
.error{color:#b91c1c;font-size:.9rem;margin-top:.25rem}button{margin-top:1.25rem;background:#1d4ed8;color:#fff;border:0;border-radius:.4rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}
.done{background:#dcfce7;border-left:4px solid #16a34a;padding:1rem;border-radius:.5rem}
.brand{display:flex;align-items:center;gap:.6rem;font-weight:700;color:#334155;margin-bottom:.5rem}.brand-logo{height:2.5rem;width:auto}`;

/** The partner whose form this is: its name and its logo (one this sandbox serves). */
export type OrderBrand = { name?: string; logo?: string };

/** Nothing but this page's own inline style; the form posts back to this address only. */
export const ORDER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The order form, with what was entered and the field errors when a submission was refused. */
export function orderFormPage(
  form: OrderForm,
  values: Record<string, string> = {},
  errors: FieldError[] = [],
  brand: OrderBrand = {},
): string {
  const title = `${ORDER_FORMS[form]} Order`;
  // The partner's logo carries its name (the alt text says it); without one, the name itself.
  const header = brand.name
    ? `<div class="brand">${brand.logo ? `<img class="brand-logo" src="${escape(brand.logo)}" alt="${escape(brand.name)}">` : `<span>${escape(brand.name)}</span>`}</div>`
    : '';
  const errorOf = (name: string) => {
    const msg = errors.find((e) => e.path === name)?.msg;
    return msg ? `<div class="error" id="${name}-error">${escape(msg)}</div>` : '';
  };
  const inputs = FIELDS.map(
    (f) =>
      `<label for="${f.name}">${f.label}</label><input id="${f.name}" name="${f.name}" type="${f.type}" maxlength="${f.max}" required value="${escape(values[f.name] ?? '')}">${errorOf(f.name)}`,
  ).join('');
  return page(
    brand.name ? `${brand.name} · ${title}` : title,
    `${header}<h1>${escape(title)}</h1><p>${escape(DETAILS_HINT[form])}</p><form method="post">${inputs}<label for="details">Order details</label><textarea id="details" name="details" rows="8" maxlength="5000" required>${escape(values.details ?? '')}</textarea>${errorOf('details')}<button type="submit">Submit Order</button></form>`,
  );
}

export function orderReceivedPage(form: OrderForm, to: string): string {
  const title = `${ORDER_FORMS[form]} Order`;
  return page(
    title,
    `<h1>${escape(title)}</h1><div class="done" role="status"><strong>Order received.</strong> Our order desk will confirm it within one business day; a copy was sent to ${escape(to)}. You can close this window.</div>`,
  );
}
