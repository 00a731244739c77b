// The support area's public surface; the routes frame each screen.
export { FaqView } from './components/faq-view';
export { OpenTicketForm } from './components/open-ticket-form';
export { SupportHub } from './components/support-hub';
