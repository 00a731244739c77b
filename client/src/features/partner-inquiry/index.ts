// The partner-inquiry area's public surface; the Find a Partner route frames the form.
export { InquiryForm } from './components/inquiry-form';
