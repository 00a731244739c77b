import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxInfo } from '@contract/sandbox';
import type { CurrentUser } from '@contract/users';
import { sandboxKeys } from '@/api/sandbox/sandbox-keys';
import { HOSTED_WORLD_INFO } from '@/testing/hosted-world-info';
import { Tour } from './tour';

const HOSTED = HOSTED_WORLD_INFO;
// The same world outside the hosted trial (npm start): no tour is offered there.
const { hosted: _, ...SANDBOX } = HOSTED_WORLD_INFO;
const user = (id: number) => ({ id, firstName: 'Mia', lastName: 'Chen' }) as CurrentUser;

/** The tour as the shell mounts it, in a world answering `info`, beside the user panel's button. */
function mount(info: SandboxInfo, who: CurrentUser | undefined, request = 0) {
  const client = new QueryClient();
  client.setQueryData(sandboxKeys.info(), info);
  const tree = (asked: number) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <button type="button">Menu: tour</button>
        <main id="main-content" tabIndex={-1}>
          <h1>Dashboard</h1>
          <Tour user={who} request={asked} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(request));
  return { ...view, ask: (asked: number) => view.rerender(tree(asked)) };
}

const offer = () => screen.queryByRole('region', { name: 'Take a 1-minute tour?' });

beforeEach(() => localStorage.clear());

describe('Tour', () => {
  it('offers itself once per user in a hosted world: not after a reload, again to another user', () => {
    const first = mount(HOSTED, user(7));
    expect(offer()).not.toBeNull();
    first.unmount();
    mount(HOSTED, user(7)).unmount();
    expect(offer()).toBeNull();
    mount(HOSTED, user(8));
    expect(offer()).not.toBeNull();
  });

  it('offers nothing outside a hosted world or before the user is known', () => {
    mount(SANDBOX, user(7)).unmount();
    expect(offer()).toBeNull();
    mount(HOSTED, undefined);
    expect(offer()).toBeNull();
  });

  it('Not now puts the offer away and focus on the screen’s heading', () => {
    mount(HOSTED, user(7));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' }));
  });

  it('walks its steps with Next and Back, and ends on the last one', () => {
    mount(HOSTED, user(7));
    const dialog = () => screen.queryByRole('dialog');
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect(offer()).toBeNull();
    expect(dialog()?.textContent).toContain('Step 1 of 7');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialog()?.textContent).toContain('Step 2 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()?.textContent).toContain('Step 1 of 7');
    for (let i = 0; i < 6; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialog()?.textContent).toContain('Step 7 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog()).toBeNull();
  });

  it('starts when asked from the user panel, takes focus, and gives it back on Escape', () => {
    const view = mount(HOSTED, user(7));
    const opener = screen.getByRole('button', { name: 'Menu: tour' });
    act(() => opener.focus());
    view.ask(1);
    const dialog = screen.getByRole('dialog', { name: 'Dashboard' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    // Nothing is laid out here, so the step has no target and says it points at nothing.
    expect(dialog.classList.contains('tour-centred')).toBe(true);
    expect(screen.getByRole('dialog').textContent).not.toContain('Points at');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('rings the element a step points at and names it in the dialog’s description', () => {
    const link = document.createElement('a');
    link.dataset.tour = 'dashboard';
    const rect = new DOMRect(10, 100, 200, 40);
    link.getClientRects = () => [rect] as unknown as DOMRectList;
    link.getBoundingClientRect = () => rect;
    document.body.append(link);
    try {
      const view = mount(HOSTED, user(7));
      view.ask(1);
      const dialog = screen.getByRole('dialog', { name: 'Dashboard' });
      expect(dialog.classList.contains('tour-centred')).toBe(false);
      const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
      expect(description?.textContent).toContain('Points at: Dashboard in the sidebar.');
      expect(link.hasAttribute('data-tour-active')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
      expect(link.hasAttribute('data-tour-active')).toBe(false);
    } finally {
      link.remove();
    }
  });
});
