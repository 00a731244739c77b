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
