import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IMAGE_MAX_BYTES, DEMO_MESSAGES } from '@contract/demos';
import { fail, ok, serve } from '@/testing/http-stub';
import { consoleHttp } from '../api/console-http';
import { TemplatePicker } from '../components/template-picker';
import { created, renderConsole, seller } from '../testing/render-console';

const get = vi.spyOn(consoleHttp, 'get');
const post = vi.spyOn(consoleHttp, 'post');

const templates = [
  {
    name: 'demo-direct',
    title: 'Direct customer',
    description: 'One company, a handful of teams and VMs',
    kind: 'scenario',
    signsInAs: { email: 'admin@direct.example', password: 'pw' },
  },
  {
    name: 'demo-reseller',
    title: 'Reseller',
    description: 'A reseller with a dozen customers',
    kind: 'scenario',
    signsInAs: { email: 'admin@reseller.example', password: 'pw' },
  },
];

function openForm() {
  serve(get, { '/__sellers/me': ok(seller), '/__demos/templates': ok(templates) });
  renderConsole('/demos/new');
}

describe('the new demo form', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows each template with its description and persona', async () => {
    openForm();
    expect(await screen.findByText('A reseller with a dozen customers')).toBeTruthy();
    expect(screen.getByText('Signs in as admin@direct.example')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Direct customer/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('shows the first template chosen in the very render that lists them', async () => {
    serve(get, { '/__demos/templates': ok(templates) });
    // A form that has not taken the first in yet (its update comes after that render).
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TemplatePicker value={undefined} onChange={() => {}} />
      </QueryClientProvider>,
    );
    const first = await screen.findByRole('radio', { name: /Direct customer/ });
    expect((first as HTMLInputElement).checked).toBe(true);
  });

  it('refuses an empty company and a stay out of bounds before sending', async () => {
    openForm();
    await screen.findByText('Direct customer');
    await userEvent.clear(screen.getByLabelText('Days it lives'));
    await userEvent.type(screen.getByLabelText('Days it lives'), '61');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo' }));
    expect(await screen.findByText(DEMO_MESSAGES.companyRequired)).toBeTruthy();
    expect(screen.getByText(DEMO_MESSAGES.days)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a logo of another type or too large', async () => {
    openForm();
    const input = await screen.findByLabelText('Logo');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(DEMO_MESSAGES.imageType)).toBeTruthy();
    const big = new File([new Uint8Array(DEMO_IMAGE_MAX_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(DEMO_MESSAGES.imageTooLarge)).toBeTruthy();
  });

  it('sends the demo with its logo and chosen template, and shows the link', async () => {
    let sent: Record<string, unknown> = {};
    serve(
      post,
      {
        '/__demos': (_config, body) => {
          sent = body as Record<string, unknown>;
          return created({
            id: 'd1',
            url: 'http://w1.localhost:4500/__demo/open?token=t',
            worldId: 'w1',
            expiresAt: '2026-12-01T00:00:00.000Z',
          });
        },
      },
      true,
    );
    openForm();
    await userEvent.type(await screen.findByLabelText('Company'), 'Acme Corp');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [png] } });
    expect(await screen.findByAltText('Logo preview')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Reseller/ }));
    await userEvent.type(screen.getByLabelText('Contact email'), 'cto@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo' }));
    expect(await screen.findByText('http://w1.localhost:4500/__demo/open?token=t')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy demo link' })).toBeTruthy();
    expect(sent).toMatchObject({
      company: 'Acme Corp',
      template: 'demo-reseller',
      days: 14,
      contact: { email: 'cto@acme.example' },
    });
    expect(String(sent.logo)).toMatch(/^data:image\/png;base64,/);
  });

  it("shows the server's refusal", async () => {
    serve(post, { '/__demos': fail(413, DEMO_MESSAGES.imageTooLarge) }, true);
    openForm();
    await userEvent.type(await screen.findByLabelText('Company'), 'Acme Corp');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DEMO_MESSAGES.imageTooLarge);
  });
});
