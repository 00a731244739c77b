import { z } from 'zod';
import { plainText } from './free-text';
import { emailField } from './envelope';

/** The two order forms a reseller opens from Order Services. */
export const ORDER_FORMS = {
  newCustomer: 'New Customer',
  accountChanges: 'Account Changes',
} as const;
export type OrderForm = keyof typeof ORDER_FORMS;

const required = (label: string, max: number, multiline = false) =>
  plainText(
    z
      .string({ error: `${label} is required` })
      .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
      .trim()
      .min(1, `${label} is required`),
    multiline,
  );

/** One order request, as either form submits it. */
export const orderRequestSchema = z.object({
  partnerCompany: required('Partner company', 200),
  contactName: required('Your name', 100),
  contactEmail: emailField('Your email is required', 'Please provide a valid email address'),
  customerCompany: required('Customer company', 200),
  details: required('Order details', 5000, true),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/**
 * What the portal hands an order form in its address: the partner's details to fill in, and
 * the partner's brand (name, logo) to show, so the form reads as the partner's own.
 */
export const orderFormPrefillSchema = z.object({
  partnerCompany: z.string().max(200).optional(),
  contactName: z.string().max(100).optional(),
  contactEmail: z.string().max(254).optional(),
  brand: z.string().max(100).optional(),
  logo: z.string().max(2000).optional(),
});
export type OrderFormPrefill = z.infer<typeof orderFormPrefillSchema>;
