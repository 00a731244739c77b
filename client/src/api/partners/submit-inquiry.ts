import { useMutation } from '@tanstack/react-query';
import { inquirySchema, type Inquiry } from '@contract/partners';
import { http } from '@/api/http';
import { outcomeFromError, outcomeFromResponse, type InquiryOutcome } from './inquiry-outcome';

/** The inquiry gets 30 s, not the main client's 10 minutes. */
export const INQUIRY_TIMEOUT_MS = 30_000;

/** Every field the server may name in a 400's errors list: the inquiry's own fields. */
const INQUIRY_FIELD_NAMES: readonly string[] = Object.keys(inquirySchema.shape);

/** Never throws: every reply or failure becomes an outcome the form can show. */
export async function submitInquiry(inquiry: Inquiry): Promise<InquiryOutcome> {
  try {
    const response = await http.post('/partners/inquiry', inquiry, { timeout: INQUIRY_TIMEOUT_MS });
    return outcomeFromResponse(response.status, response.data, INQUIRY_FIELD_NAMES);
  } catch (error) {
    return outcomeFromError(error, INQUIRY_FIELD_NAMES);
  }
}

export const useSubmitInquiry = () => useMutation({ mutationFn: submitInquiry });
