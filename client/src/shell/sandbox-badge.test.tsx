import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxInfo } from '@contract/sandbox';
import { sandboxKeys } from '@/api/sandbox/sandbox-keys';
import { sandboxUrl } from '@/api/sandbox/sandbox-url';
import { fail, ok, type Reply, serve } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { controlRoomHref, describeClock, SandboxBadge } from './sandbox-badge';

let http: ReturnType<typeof spyOnHttp<'get'>>;
const answer = (reply: Reply) => serve(http.get, { [sandboxUrl('info')]: reply });
const renderBadge = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <SandboxBadge />
    </QueryClientProvider>,
  );
  return { ...utils, client };
};

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
  beforeEach(() => {
    http = spyOnHttp('get');
  });
  restoreSpiesAfterEach();

  it('shows nothing against an API that is not a sandbox', async () => {
    // The real provider has no /__sandbox/info: the query settles on null.
    answer(fail(404, 'Not found'));
    const { container, client } = renderBadge();
    await waitFor(() => expect(client.getQueryData(sandboxKeys.info())).toBeNull());
    expect(container.innerHTML).toBe('');
  });

  it('links to the control room with the clock, the scenarios that are on and the outbox count', async () => {
    answer(
      ok({
        ...info,
        clock: { ...clock, paused: true },
        scenarios: [
          { key: 'consolesUnavailable', label: 'Consoles unavailable' },
          { key: 'latencyMs', label: 'Slow network (800 ms)' },
        ],
      }),
    );
    renderBadge();
    const badge = await screen.findByRole('link', {
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

describe('controlRoomHref', () => {
  it("passes the portal's Theme choice to the control room, and nothing for System", () => {
    const url = 'http://localhost:4000/__sandbox/';
    expect(controlRoomHref(url, 'dark')).toBe('http://localhost:4000/__sandbox/?scheme=dark');
    expect(controlRoomHref(url, 'light')).toBe('http://localhost:4000/__sandbox/?scheme=light');
    expect(controlRoomHref(url, 'system')).toBe(url);
  });
});
