import { useMutation } from '@tanstack/react-query';
import type { SupportMessage, SupportTicketResponse } from '@contract/support';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

export async function sendSupportEmail(input: SupportMessage): Promise<SupportTicketResponse> {
  return unwrap<SupportTicketResponse>(await http.post('/support/sendEmail', input));
}

export const useSendSupportEmail = () => useMutation({ mutationFn: sendSupportEmail });
