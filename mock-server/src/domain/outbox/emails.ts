import type { Inquiry, SupportTicket } from '../../model/schema';
import type { Brand } from '../branding/branding';
import type { OrderRequest } from '@contract/orders';
import type { EmailDraft } from './outbox';
import { PRODUCT } from '../branding/product';

/** The texts of the emails the sandbox "sends". Plain text: the outbox page shows them as they are. */

export function mfaEmail(brand: Brand, to: string, code: string): EmailDraft {
  return {
    kind: 'mfa',
    from: brand.senderEmail,
    to,
    subject: `Your ${brand.name} sign-in code`,
    text: [
      `Your ${brand.name} sign-in code is ${code}.`,
      '',
      'It expires in 10 minutes and can be used once.',
      'If you did not try to sign in, you can ignore this email; your password is still safe.',
    ].join('\n'),
  };
}

export function passwordResetEmail(brand: Brand, to: string, link: string): EmailDraft {
  return {
    kind: 'password-reset',
    from: brand.senderEmail,
    to,
    subject: `Reset your ${brand.name} password`,
    text: [
      `Someone asked to reset the password of your ${brand.name} account.`,
      '',
      `Choose a new password here (the link works once, for 1 hour): ${link}`,
      '',
      'If it was not you, ignore this email and your password stays as it is.',
    ].join('\n'),
  };
}

export function invitationEmail(
  brand: Brand,
  to: string,
  companyName: string,
  link: string,
): EmailDraft {
  return {
    kind: 'invitation',
    from: brand.senderEmail,
    to,
    subject: `You're invited to ${companyName} on ${brand.name}`,
    text: [
      `You have been invited to join ${companyName} on the ${brand.name} cloud portal.`,
      '',
      `Activate your account and choose a password here: ${link}`,
    ].join('\n'),
  };
}

export function accountLockedEmail(brand: Brand, to: string): EmailDraft {
  return {
    kind: 'security-alert',
    from: brand.senderEmail,
    to,
    subject: `Your ${brand.name} account was locked`,
    text: [
      `Someone entered a wrong sign-in code for your ${brand.name} account too many times, so the`,
      'account is locked for 15 minutes.',
      '',
      'If it was you, wait and sign in again. If it was not, someone knows your password:',
      'once the lock ends, reset it from the sign-in page (Forgot Password?).',
    ].join('\n'),
  };
}

export function inquiryEmail(inquiry: Inquiry): EmailDraft {
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${value}`] : [];
  return {
    kind: 'partner-inquiry',
    from: PRODUCT.senderEmail,
    to: PRODUCT.partnersEmail,
    subject: `New partner inquiry from ${inquiry.firstName} ${inquiry.lastName} (${inquiry.company})`,
    text: [
      `Name: ${inquiry.firstName} ${inquiry.lastName}`,
      `Email: ${inquiry.email}`,
      ...optional('Phone', inquiry.phone),
      `Company: ${inquiry.company}`,
      ...optional('Job title', inquiry.jobTitle),
      `Country: ${inquiry.country}`,
      ...optional('State', inquiry.state),
      ...optional('Heard about us via', inquiry.howDidYouHear),
      '',
      inquiry.message,
    ].join('\n'),
  };
}

/** The caller's confirmation that their ticket was filed, with what they wrote. */
export function ticketConfirmationEmail(
  brand: Brand,
  to: string,
  ticket: SupportTicket,
): EmailDraft {
  return {
    kind: 'support-ticket',
    from: brand.senderEmail,
    to,
    subject: `We received your support request #${ticket.id}`,
    text: [
      `Thank you for contacting ${brand.name} support. Your request #${ticket.id} has been received`,
      'and our team will respond within 24 hours during business hours.',
      '',
      'Your message:',
      ticket.message,
    ].join('\n'),
  };
}

/** The support desk's copy: who wrote, for which company, and the message. */
export function ticketDeskEmail(
  brand: Brand,
  desk: string,
  ticket: SupportTicket,
  from: { name: string; email: string; company: string },
): EmailDraft {
  return {
    kind: 'support-ticket',
    from: brand.senderEmail,
    to: desk,
    subject: `Support request #${ticket.id} from ${from.name} (${from.company})`,
    text: [
      `From: ${from.name} <${from.email}>`,
      `Company: ${from.company}`,
      '',
      ticket.message,
    ].join('\n'),
  };
}

/** A reseller's order (new customer or account changes) for the provider's order desk. */
export function orderRequestEmail(formTitle: string, order: OrderRequest): EmailDraft {
  return {
    kind: 'order-request',
    from: PRODUCT.senderEmail,
    to: PRODUCT.ordersEmail,
    subject: `${formTitle} order from ${order.partnerCompany} for ${order.customerCompany}`,
    text: [
      `Partner: ${order.partnerCompany}`,
      `Contact: ${order.contactName} <${order.contactEmail}>`,
      `Customer: ${order.customerCompany}`,
      '',
      order.details,
    ].join('\n'),
  };
}
