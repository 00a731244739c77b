import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxInfo } from '@contract/sandbox';
import { sandboxKeys } from '@/api/sandbox/sandbox-keys';
import { sandboxUrl } from '@/api/sandbox/sandbox-url';
import { ok, serve } from '@/testing/http-stub';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { HOSTED_WORLD_INFO as info } from '@/testing/hosted-world-info';
import { PersonaLinks } from './persona-links';

let http: ReturnType<typeof spyOnHttp<'get'>>;
const answer = (data: SandboxInfo) => serve(http.get, { [sandboxUrl('info')]: ok(data) });

// A fresh cache per render, so each one asks for the info it was given.
const renderLinks = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PersonaLinks />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
};
/** Renders, then waits until the info has arrived. */
const renderLoaded = async () => {
  const utils = renderLinks();
  await waitFor(() => expect(utils.client.getQueryData(sandboxKeys.info())).toBeTruthy());
  return utils;
};

describe('PersonaLinks', () => {
  beforeEach(() => {
    http = spyOnHttp('get');
  });
  restoreSpiesAfterEach();

  it("links each of a hosted world's personas to its one-click sign-in", async () => {
    answer(info);
    await renderLoaded();
    const nav = screen.getByRole('navigation', { name: 'Demo personas' });
    expect(nav.textContent).toContain('Mia Chen · A trial (sandbox) account');
    expect(screen.getByRole('link', { name: 'Mia Chen' }).getAttribute('href')).toBe(
      '/login?persona=trial%40example.com',
    );
  });

  it('shows nothing outside a hosted world, or without personas', async () => {
    answer({ ...info, hosted: undefined });
    expect((await renderLoaded()).container.innerHTML).toBe('');
    answer({ ...info, personas: [] });
    expect((await renderLoaded()).container.innerHTML).toBe('');
  });
});
