import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { InquiryForm } from './inquiry-form';

const defaultAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = defaultAdapter;
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InquiryForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers POST /partners/inquiry with `status` and `body`; returns the payloads sent. */
function stubInquiry(status: number, body: unknown) {
  const sent: unknown[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(JSON.parse(String(config.data)));
    return { status, statusText: '', data: body, headers: {}, config, request: {} };
  };
  return sent;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Work email/), '  Ada@Example.com ');
  await user.type(screen.getByLabelText(/Company/), 'Engines');
  await user.type(screen.getByLabelText(/^Country/), 'UK');
  await user.type(screen.getByLabelText(/How can we help/), 'Ten VMs in London, please.');
}

describe('InquiryForm', () => {
  it('sets every maxlength from the contract limits', () => {
    renderForm();
    expect(screen.getByLabelText(/First name/)).toHaveProperty('maxLength', 100);
    expect(screen.getByLabelText(/Company/)).toHaveProperty('maxLength', 200);
    expect(screen.getByLabelText(/Phone/)).toHaveProperty('maxLength', 50);
    expect(screen.getByLabelText(/How did you hear/)).toHaveProperty('maxLength', 500);
    expect(screen.getByLabelText(/How can we help/)).toHaveProperty('maxLength', 5000);
  });

  it('counts message characters with warning and error styles', () => {
    renderForm();
    const message = screen.getByLabelText(/How can we help/);
    expect(screen.getByText('0/5000 characters')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(4500) } });
    expect(screen.getByText('4500/5000 characters').className).toContain('text-secondary');
    fireEvent.change(message, { target: { value: 'x'.repeat(4501) } });
    expect(screen.getByText('4501/5000 characters').className).toContain('text-warning');
    fireEvent.change(message, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5001/5000 characters').className).toContain('text-danger');
  });

  it('hints at the 10-character minimum once the message is touched', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText(/at least 10 characters/)).toBeNull();
    await user.type(screen.getByLabelText(/How can we help/), 'short');
    expect(screen.getByText(/at least 10 characters/)).toBeTruthy();
  });

  it('shows each field’s message under it on submit and clears one when edited', async () => {
    const user = userEvent.setup();
    const sent = stubInquiry(200, { message: 'never', data: null });
    renderForm();
    await user.type(screen.getByLabelText(/First name/), '   ');
    await user.click(screen.getByRole('button', { name: /Submit Inquiry/ }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Company name is required',
      'Country is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    await user.type(screen.getByLabelText(/Last name/), 'L');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends a trimmed payload and shows the server thanks, locking the form', async () => {
    const user = userEvent.setup();
    const sent = stubInquiry(200, {
      message: 'Thank you! A partner will contact you within 24-48 hours.',
      data: { success: true, id: 9 },
    });
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Submit Inquiry/ }));
    expect(
      await screen.findByText('Thank you! A partner will contact you within 24-48 hours.'),
    ).toBeTruthy();
    expect(sent[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      country: 'UK',
      message: 'Ten VMs in London, please.',
    });
    // Locked through the surrounding <fieldset disabled>.
    expect(screen.getByLabelText(/First name/).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Submit Inquiry/ })).toHaveProperty('disabled', true);
  });

  it('puts 400 field errors under their fields with the correction banner', async () => {
    const user = userEvent.setup();
    stubInquiry(400, {
      message: 'Validation failed',
      data: null,
      errors: [{ path: 'company', msg: 'Company is blocked' }],
    });
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Submit Inquiry/ }));
    expect(await screen.findByText('Company is blocked')).toBeTruthy();
    expect(screen.getByText('Please correct the errors below and try again.')).toBeTruthy();
    expect(screen.getByText('Validation failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/First name/).matches(':disabled')).toBe(false),
    );
  });

  it('reports a server error status without a message', async () => {
    const user = userEvent.setup();
    stubInquiry(502, '');
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Submit Inquiry/ }));
    expect(await screen.findByText('Server error (502). Please try again later.')).toBeTruthy();
  });

  it('disables the form and reads "Submitting..." while the request is in flight', async () => {
    const user = userEvent.setup();
    let answer: (v: unknown) => void = () => {};
    http.defaults.adapter = (config) =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            status: 200,
            statusText: '',
            data: { message: 'Thanks' },
            headers: {},
            config,
            request: {},
          });
      });
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Submit Inquiry/ }));
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/How can we help/).matches(':disabled')).toBe(true);
    answer(null);
    expect(await screen.findByText('Thanks')).toBeTruthy();
  });
});
