import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_MESSAGE } from '../lib/poll-failures';
import { makeJob, T0 } from '../testing/job-fixtures';
import { JobCard } from './job-card';

describe('JobCard', () => {
  it('shows a running job as a blue spinning button with progress and time remaining', () => {
    const onOpen = vi.fn();
    const job = makeJob({ timeRemaining: 45 }, { displayedPercentage: 37 });
    const { container } = render(<JobCard job={job} now={T0} onOpen={onOpen} />);
    const card = screen.getByRole('button', { name: /web-server-01/ });
    expect(card.className).toContain('job-card--running');
    expect(container.querySelector('.job-spin')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByText('37%')).toBeTruthy();
    expect(screen.getByText('45 seconds')).toBeTruthy();
    expect(screen.getByText('In progress...')).toBeTruthy();
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(101);
  });

  it('shows a finished job with its age and default message, not as a button', () => {
    const job = makeJob({ isCompleted: true }, { endTime: T0 - 5 * 60_000 });
    render(<JobCard job={job} now={T0} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('5m ago')).toBeTruthy();
    expect(screen.getByText('Created successfully')).toBeTruthy();
  });

  it('shows failures in red: the error message, else "Creation failed"', () => {
    const failed = makeJob({ hasFailed: true }, { endTime: T0 });
    const { container, rerender } = render(<JobCard job={failed} now={T0} />);
    expect(container.querySelector('.job-card--failed')).toBeTruthy();
    expect(screen.getByText('Creation failed')).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
    const lost = makeJob(
      { hasFailed: true, errorMessage: CONNECTION_FAILED_MESSAGE },
      { endTime: T0 },
    );
    rerender(<JobCard job={lost} now={T0} />);
    expect(screen.getByText(CONNECTION_FAILED_MESSAGE)).toBeTruthy();
    expect(container.querySelector('.bi-wifi-off')).toBeTruthy();
  });
});
