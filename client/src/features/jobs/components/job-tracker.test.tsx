import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@contract/jobs';
import { restoreSpiesAfterEach, spyOnHttp } from '@/lib/testing/spies';
import { jobTracker } from '../lib/job-store';
import { makeProgress } from '../testing/job-fixtures';
import { JobTracker } from './job-tracker';

let http: ReturnType<typeof spyOnHttp<'get'>>;
/** GET /resource/jobs/{id} answers `replies` in turn, then `last` for good; nothing else. */
const answerJob = (jobId: number, replies: JobProgress[], last: JobProgress) =>
  http.get.mockReset().mockImplementation(async (url: string) => {
    if (url !== `/resource/jobs/${jobId}`) throw new Error(`Unexpected request ${url}`);
    return { status: 200, data: { message: 'OK', data: replies.shift() ?? last } };
  });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// The job store is a module singleton, shared with the files after this one: emptied before
// each test and after it.
function renderTracker() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/createVirtualMachine']}>
        <JobTracker />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const running = makeProgress({ jobId: 5, progressPercentage: 20 });

describe('JobTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    jobTracker.reset();
    http = spyOnHttp('get');
  });
  restoreSpiesAfterEach(() => {
    vi.useRealTimers();
    cleanup(); // unmounted before the store empties, so no render follows outside act
    jobTracker.reset();
  });

  it('polls a tracked job every 3 s until done, then counts down and opens the VM', async () => {
    answerJob(
      5,
      [running, makeProgress({ jobId: 5, progressPercentage: 60 })],
      makeProgress({ jobId: 5, isCompleted: true, resourceId: 42 }),
    );
    renderTracker();
    expect(screen.getByRole('button', { name: 'Job Status' }).className).not.toContain('is-busy');

    await act(async () => jobTracker.track(running));
    // One overlay: the job's modal, not the drawer as well.
    expect(screen.queryByRole('dialog', { name: 'Job Status' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeTruthy();
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live'));
    expect(live?.textContent).toBe('Creating Virtual Machine: web-server-01.');
    expect(screen.getByRole('button', { name: 'Job Status' }).className).toContain('is-busy');
    expect(http.get).toHaveBeenCalledTimes(1);

    await advance(3000);
    expect(http.get).toHaveBeenCalledTimes(2);
    await advance(3000);
    expect(http.get).toHaveBeenCalledTimes(3);
    expect(
      screen.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
    ).toBeTruthy();
    expect(live?.textContent).toMatch(/^Virtual Machine Created Successfully: web-server-01\./);

    await advance(3100);
    expect(screen.getByTestId('location').textContent).toBe('/virtualMachineDetails/42');
    await advance(9000);
    expect(http.get).toHaveBeenCalledTimes(3); // nothing active, nothing polled
  });

  it('opens a job by id from outside React, fetching it first', async () => {
    answerJob(8, [], makeProgress({ jobId: 8, resourceType: 'network' }));
    renderTracker();
    await act(() => jobTracker.open(8));
    expect(screen.getByRole('heading', { name: 'Creating Network' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(500);
    expect(screen.queryByRole('heading', { name: 'Creating Network' })).toBeNull();
  });
});
