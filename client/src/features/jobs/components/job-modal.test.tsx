import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@contract/jobs';
import type { TrackedJob } from '../lib/tracked-job';
import { makeJob, T0 } from '../testing/job-fixtures';
import { JobModal } from './job-modal';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const onClose = vi.fn();
const ui = (job: TrackedJob | null) => (
  <MemoryRouter initialEntries={['/dashboard']}>
    <JobModal job={job} onClose={onClose} />
    <Routes>
      <Route path="*" element={<Location />} />
    </Routes>
  </MemoryRouter>
);
const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const done = (p: Partial<JobProgress> = {}, endTime = T0 + 72_000) =>
  makeJob({ isCompleted: true, progressPercentage: 100, ...p }, { endTime, isModalOpen: true });

describe('JobModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0 + 72_000);
    onClose.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a running job with its details and the background hint', () => {
    render(
      ui(
        makeJob(
          { jobId: 55, stage: 'installing_os', timeRemaining: 90 },
          { displayedPercentage: 40 },
        ),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Creating Virtual Machine' })).toBeTruthy();
    expect(screen.getByText('web-server-01')).toBeTruthy();
    expect(screen.getByText('Installing os')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('1 minute')).toBeTruthy();
    expect(screen.getByText('Job ID').nextElementSibling?.textContent).toBe('55');
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe('1m 12s');
    expect(screen.getByText('Resource ID').nextElementSibling?.textContent).toBe('—');
    expect(
      screen.getByText(/You can close this window safely — progress continues in the background\./),
    ).toBeTruthy();
  });

  it('counts down 100 ms after completion, then closes and opens the resource', () => {
    const { rerender } = render(ui(makeJob({ resourceId: null })));
    rerender(ui(done({ resourceId: 42 })));
    expect(
      screen.getByRole('heading', { name: 'Virtual Machine Created Successfully' }),
    ).toBeTruthy();
    expect(screen.getByText('Resource ID').nextElementSibling?.textContent).toBe('42');
    advance(99);
    expect(screen.queryByText(/Auto-closing/)).toBeNull();
    advance(1);
    expect(screen.getByText('Auto-closing in 3 seconds...')).toBeTruthy();
    advance(1000);
    expect(screen.getByText('Auto-closing in 2 seconds...')).toBeTruthy();
    advance(1000);
    expect(screen.getByText('Auto-closing in 1 second...')).toBeTruthy();
    expect(location()).toBe('/dashboard');
    advance(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/virtualMachineDetails/42');
  });

  it('goes to the list when the job has no resource id', () => {
    render(ui(done({ resourceType: 'network', resourceId: null })));
    expect(screen.getByRole('heading', { name: 'Network Created Successfully' })).toBeTruthy();
    advance(3100);
    expect(location()).toBe('/networks');
  });

  it('shows a failure in red and stays open', () => {
    const failed = makeJob(
      { hasFailed: true, errorMessage: 'No capacity left' },
      { endTime: T0, isModalOpen: true },
    );
    render(ui(failed));
    expect(screen.getByRole('heading', { name: 'Virtual Machine Creation Failed' })).toBeTruthy();
    expect(screen.getByText('No capacity left').className).toContain('job-modal-error');
    advance(5000);
    expect(screen.queryByText(/Auto-closing/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(location()).toBe('/dashboard');
  });

  it('cancels the countdown when closed by hand', () => {
    const { rerender } = render(ui(done({ resourceId: 42 })));
    advance(1100);
    expect(screen.getByText('Auto-closing in 2 seconds...')).toBeTruthy();
    rerender(ui(null));
    advance(5000);
    expect(location()).toBe('/dashboard');
  });
});
