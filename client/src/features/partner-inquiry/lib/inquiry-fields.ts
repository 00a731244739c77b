import { INQUIRY_LIMITS, type InquiryInput } from '@contract/partners';

export type InquiryFieldName = Exclude<keyof InquiryInput, 'message'>;

export type InquiryFieldConfig = {
  name: InquiryFieldName;
  label: string;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  wide?: boolean;
};

/** The single-line fields in display order; maxLength mirrors the contract's limits. */
export const INQUIRY_FIELDS: readonly InquiryFieldConfig[] = [
  {
    name: 'firstName',
    label: 'First name',
    required: true,
    maxLength: INQUIRY_LIMITS.firstName,
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'Last name',
    required: true,
    maxLength: INQUIRY_LIMITS.lastName,
    autoComplete: 'family-name',
  },
  { name: 'email', label: 'Work email', required: true, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    maxLength: INQUIRY_LIMITS.phone,
    autoComplete: 'tel',
  },
  {
    name: 'company',
    label: 'Company',
    required: true,
    maxLength: INQUIRY_LIMITS.company,
    autoComplete: 'organization',
  },
  {
    name: 'jobTitle',
    label: 'Job title',
    maxLength: INQUIRY_LIMITS.jobTitle,
    autoComplete: 'organization-title',
  },
  {
    name: 'country',
    label: 'Country',
    required: true,
    maxLength: INQUIRY_LIMITS.country,
    autoComplete: 'country-name',
  },
  {
    name: 'state',
    label: 'State / Province',
    maxLength: INQUIRY_LIMITS.state,
    autoComplete: 'address-level1',
  },
  {
    name: 'howDidYouHear',
    label: 'How did you hear about us?',
    maxLength: INQUIRY_LIMITS.howDidYouHear,
    autoComplete: 'off',
    wide: true,
  },
];

export const EMPTY_INQUIRY: InquiryInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  country: '',
  state: '',
  howDidYouHear: '',
  message: '',
};
