import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { HOSTED_WORLD_INFO as info } from '@/testing/hosted-world-info';
import { HostedWorldBanner } from './hosted-world-banner';

const answer = vi.hoisted(() => ({ data: null as unknown, isPending: false }));
const resetSandbox = vi.hoisted(() => vi.fn<() => Promise<void>>());
const clearSession = vi.hoisted(() => vi.fn());
vi.mock('@/api/sandbox/get-sandbox-info', () => ({ useSandboxInfo: () => answer }));
vi.mock('@/api/sandbox/reset-sandbox', () => ({ resetSandbox }));
vi.mock('@/api/session', () => ({ clearSession }));

// The banner's keep and sales dialogs hold mutations: a query client around it.
const render = (ui: ReactElement) =>
  renderDom(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('HostedWorldBanner', () => {
  const assign = vi.fn();
  beforeEach(() => {
    answer.isPending = false;
    resetSandbox.mockReset();
    clearSession.mockReset();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its place, empty and hidden from assistive technology, while what it says loads', () => {
    answer.data = undefined;
    answer.isPending = true;
    const { container } = render(<HostedWorldBanner />);
    expect(container.innerHTML).toBe('<div class="hosted-world-banner" aria-hidden="true"></div>');
  });

  it('shows nothing in a sandbox that is not a hosted world', () => {
    answer.data = { ...info, hosted: undefined };
    const { container } = render(<HostedWorldBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('says when the world expires and links to its control room', () => {
    answer.data = info;
    render(<HostedWorldBanner />);
    const banner = screen.getByRole('region', { name: 'Sandbox' });
    expect(banner.textContent).toBe(
      'Sandbox·expires 9 Dec 2026·Reset·Keep this sandbox·Talk to sales·Control room',
    );
    expect(screen.getByRole('link', { name: 'Control room' }).getAttribute('href')).toBe(
      info.controlRoomUrl,
    );
  });

  it('says until when a kept world lives, and offers keeping it no more', () => {
    answer.data = { ...info, hosted: { ...info.hosted, kept: true } };
    render(<HostedWorldBanner />);
    const banner = screen.getByRole('region', { name: 'Sandbox' });
    expect(banner.textContent).toBe(
      'Sandbox·kept until 9 Dec 2026·Reset·Talk to sales·Control room',
    );
    expect(screen.queryByRole('button', { name: /Keep/ })).toBeNull();
  });

  it('resets only once confirmed, then starts again from sign-in with nothing kept', async () => {
    answer.data = info;
    resetSandbox.mockResolvedValue();
    render(<HostedWorldBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this sandbox?' });
    expect(resetSandbox).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(resetSandbox).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused reset in the dialog, and the session with it', async () => {
    answer.data = info;
    resetSandbox.mockRejectedValue(new ApiError('This sandbox has expired', 410));
    render(<HostedWorldBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this sandbox?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The sandbox could not be reset: This sandbox has expired',
    );
    expect(clearSession).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
