import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@contract/jobs';
import { makeProgress } from '../testing/job-fixtures';

const getJob = vi.hoisted(() => vi.fn<(jobId: number) => Promise<JobProgress>>());
vi.mock('@/api/jobs/get-job', () => ({ getJob }));

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// A fresh module graph per test: the job store is a module singleton loaded from storage.
async function renderTracker() {
  vi.resetModules();
  const { JobTracker } = await import('./job-tracker');
  const { jobTracker } = await import('../lib/job-store');
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
  return jobTracker;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const running = makeProgress({ jobId: 5, progressPercentage: 20 });

describe('JobTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    getJob.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('polls a tracked job every 3 s until done, then counts down and opens the VM', async () => {
    getJob
      .mockResolvedValueOnce(running)
      .mockResolvedValueOnce(makeProgress({ jobId: 5, progressPercentage: 60 }))
      .mockResolvedValue(makeProgress({ jobId: 5, isCompleted: true, resourceId: 42 }));
    const jobTracker = await renderTracker();
    expect(screen.getByRole('button', { name: 'Job Status' }).className).not.toContain('is-busy');

    await act(async () => jobTracker.track(running));
    // One overlay: the job's modal, not the drawer as well.
    expect(screen.queryByRole('dialog', { name: 'Job Status' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeTruthy();
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live'));
    expect(live?.textContent).toBe('Creating Virtual Machine: web-server-01.');
    expect(screen.getByRole('button', { name: 'Job Status' }).className).toContain('is-busy');
    expect(getJob).toHaveBeenCalledTimes(1);

    await advance(3000);
    expect(getJob).toHaveBeenCalledTimes(2);
    await advance(3000);
    expect(getJob).toHaveBeenCalledTimes(3);
    expect(
      screen.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
    ).toBeTruthy();
    expect(live?.textContent).toMatch(/^Virtual Machine Created Successfully: web-server-01\./);

    await advance(3100);
    expect(screen.getByTestId('location').textContent).toBe('/virtualMachineDetails/42');
    await advance(9000);
    expect(getJob).toHaveBeenCalledTimes(3); // nothing active, nothing polled
  });

  it('opens a job by id from outside React, fetching it first', async () => {
    getJob.mockResolvedValue(makeProgress({ jobId: 8, resourceType: 'network' }));
    const jobTracker = await renderTracker();
    await act(() => jobTracker.open(8));
    expect(screen.getByRole('heading', { name: 'Creating Network' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(500);
    expect(screen.queryByRole('heading', { name: 'Creating Network' })).toBeNull();
  });
});
