import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxUrl } from '@/api/sandbox/sandbox-url';
import { fail, ok, serve, type Reply } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { KeepSandboxDialog } from './keep-sandbox-dialog';
import { TalkToSalesButton } from './talk-to-sales-button';

let http: ReturnType<typeof spyOnHttp<'post' | 'get'>>;
const renderIn = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const KEPT = {
  kept: {
    at: '2026-11-28T10:00:00.000Z',
    name: 'Ada Lovelace',
    workEmail: 'ada@acme.example',
    company: 'Acme',
  },
  expiresAt: '2026-12-28T10:00:00.000Z',
};

describe('the keep and sales dialogs', () => {
  beforeEach(() => {
    http = spyOnHttp('post', 'get');
    serve(http.get, { [sandboxUrl('info')]: ok(null) });
  });
  restoreSpiesAfterEach();

  it('keeps the sandbox once its fields are right, sending nothing before, then says until when', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    serve(
      http.post,
      { [sandboxUrl('keep')]: () => new Promise<Reply>((resolve) => (answer = resolve)) as never },
      true,
    );
    renderIn(<KeepSandboxDialog show onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Keep this sandbox' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this sandbox' }));
    expect(await within(dialog).findByText('Your name is required')).toBeTruthy();
    expect(within(dialog).getByText('Work email is required')).toBeTruthy();
    expect(within(dialog).getByText('Company is required')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();

    type('Your name', 'Ada Lovelace');
    type('Work email', 'ada@acme');
    type('Company', 'Acme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this sandbox' }));
    expect(await within(dialog).findByText('Please enter a valid work email address')).toBeTruthy();
    // Editing the field clears its message.
    type('Work email', 'Ada@Acme.example');
    expect(within(dialog).queryByText('Please enter a valid work email address')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this sandbox' }));
    const sending = await within(dialog).findByRole('button', { name: 'Keeping...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post.mock.calls[0]?.[1]).toEqual({
      name: 'Ada Lovelace',
      workEmail: 'ada@acme.example',
      company: 'Acme',
    });
    answer(ok(KEPT));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('This sandbox is kept until 28 Dec 2026');
    expect(status.textContent).toContain('ada@acme.example');
  });

  it("shows the server's refusal in the dialog: a field's under it, anything else whole", async () => {
    serve(
      http.post,
      {
        [sandboxUrl('keep')]: {
          status: 400,
          data: {
            message: 'Invalid request',
            data: null,
            errors: [{ path: 'company', msg: 'Company contains control characters' }],
          } as never,
        },
      },
      true,
    );
    renderIn(<KeepSandboxDialog show onClose={() => undefined} />);
    type('Your name', 'Ada');
    type('Work email', 'ada@acme.example');
    type('Company', 'Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Keep this sandbox' }));
    expect(await screen.findByText('Company contains control characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    serve(http.post, { [sandboxUrl('keep')]: fail(429, 'Too many attempts.') }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep this sandbox' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sandbox could not be kept: Too many attempts.',
    );
  });

  it('asks sales from its button, refusing a contact that is neither an email nor a phone number', async () => {
    serve(
      http.post,
      {
        [sandboxUrl('contact-sales')]: (_config, body) =>
          ok({ contact: { ...(body as object), at: '2026-11-28T10:00:00.000Z' } }),
      },
      true,
    );
    renderIn(<TalkToSalesButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Talk to sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to sales' });
    type('Message', 'Please call me');
    type('Email or phone number', 'tomorrow');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Enter an email address or a phone number'),
    ).toBeTruthy();
    type('Email or phone number', '+44 20 7946 0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain(
        'the sales team will reach you at +44 20 7946 0000',
      ),
    );
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});
