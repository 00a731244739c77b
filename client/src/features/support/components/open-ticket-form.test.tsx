import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@contract/support';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { OpenTicketForm } from './open-ticket-form';

let http: ReturnType<typeof spyOnHttp<'post'>>;
beforeEach(() => {
  http = spyOnHttp('post');
  http.post.mockResolvedValue({ status: 200, data: { message: 'Sent', data: { ticketId: 7 } } });
});
restoreSpiesAfterEach();

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OpenTicketForm />
    </QueryClientProvider>,
  );

describe('OpenTicketForm', () => {
  it('replaces the form with the success box once sent, so the same ticket cannot go twice', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Message'), 'web-1 does not answer on 443');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const heading = await screen.findByRole('heading', { name: SUPPORT_MESSAGES.sent });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('brings back an empty form, its field focused, to write another request', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Message'), 'first request');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.click(await screen.findByRole('button', { name: 'Write another request' }));

    const field = screen.getByLabelText<HTMLTextAreaElement>('Message');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('heading', { name: SUPPORT_MESSAGES.sent })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toHaveProperty('disabled', true);
  });
});
