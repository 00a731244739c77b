import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SandboxInfo } from '@contract/sandbox';
import { describeClock, SandboxBadge } from './sandbox-badge';

const answer = vi.hoisted(() => ({ data: null as unknown }));
vi.mock('@/api/sandbox/get-sandbox-info', () => ({ useSandboxInfo: () => answer }));

const clock = { now: new Date(), paused: false, offsetMinutes: 0, timeScale: 1 };
const info: SandboxInfo = {
  sandbox: true,
  controlRoomUrl: 'http://localhost:4000/__sandbox/',
  portalUrl: 'http://localhost:5173',
  datacenters: [],
  clock,
  scenarios: [],
  outboxCount: 3,
  personas: [],
};

describe('describeClock', () => {
  it('says how the clock runs, in a few words', () => {
    expect(describeClock(clock)).toBe('Real time');
    expect(describeClock({ ...clock, paused: true, timeScale: 20 })).toBe('Clock paused');
    expect(describeClock({ ...clock, timeScale: 20 })).toBe('Time x20');
    expect(describeClock({ ...clock, timeScale: 0.05, offsetMinutes: 90.2 })).toBe(
      'Time x0.05, +90 min',
    );
  });
});

describe('SandboxBadge', () => {
  it('shows nothing against an API that is not a sandbox', () => {
    answer.data = null;
    const { container } = render(<SandboxBadge />);
    expect(container.innerHTML).toBe('');
  });

  it('links to the control room with the clock, the scenarios that are on and the outbox count', () => {
    answer.data = {
      ...info,
      clock: { ...clock, paused: true },
      scenarios: [
        { key: 'consolesUnavailable', label: 'Consoles unavailable' },
        { key: 'latencyMs', label: 'Slow network (800 ms)' },
      ],
    };
    render(<SandboxBadge />);
    const badge = screen.getByRole('link', {
      name: 'Sandbox: Clock paused; Consoles unavailable; Slow network (800 ms); 3 emails in the outbox. Open the control room.',
    });
    expect(badge.getAttribute('href')).toBe(info.controlRoomUrl);
    expect(badge.getAttribute('target')).toBe('_blank');
    // Every incident in full, each on a line of its own, and the whole sentence as a tooltip.
    const lines = [...badge.querySelectorAll('.sandbox-badge-scenario')].map((l) => l.textContent);
    expect(lines).toEqual(['Consoles unavailable', 'Slow network (800 ms)']);
    expect(badge.getAttribute('title')).toBe(badge.getAttribute('aria-label'));
  });
});
