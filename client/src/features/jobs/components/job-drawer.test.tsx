import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeHistory, makeJob } from '../testing/job-fixtures';
import type { TrackedJob } from '../lib/tracked-job';
import { JobDrawer } from './job-drawer';

function renderDrawer(active: TrackedJob[] = [], completed: TrackedJob[] = []) {
  const handlers = { onHide: vi.fn(), onOpenJob: vi.fn(), onClearHistory: vi.fn() };
  render(<JobDrawer show active={active} completed={completed} {...handlers} />);
  return handlers;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('JobDrawer', () => {
  it('is titled "Job Status" and shows both empty states', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Job Status' })).toBeTruthy();
    expect(screen.getByText('No active jobs')).toBeTruthy();
    expect(screen.getByText('Jobs will appear here when you create resources')).toBeTruthy();
    expect(screen.getByText('No completed jobs')).toBeTruthy();
    expect(screen.getByText('Completed jobs will appear here')).toBeTruthy();
    expect(screen.queryByText(/completed job\(s\)/)).toBeNull();
  });

  it('counts active and history jobs, with "N completed job(s)" up to 10', () => {
    renderDrawer([makeJob({ jobId: 1 }), makeJob({ jobId: 2 })], makeHistory(3));
    expect(within(section('Active Jobs')).getByText('2')).toBeTruthy();
    expect(within(section('History')).getByText('3')).toBeTruthy();
    expect(screen.getByText('3 completed job(s)')).toBeTruthy();
  });

  it('shows only the 10 most recent of 11 history jobs, with the footer saying so', () => {
    renderDrawer([], makeHistory(11));
    const history = section('History');
    expect(within(history).getByText('11')).toBeTruthy();
    expect(within(history).getAllByRole('listitem')).toHaveLength(10);
    expect(within(history).getByText('vm-100')).toBeTruthy();
    expect(within(history).queryByText('vm-110')).toBeNull();
    expect(screen.getByText('Showing recent 10 of 11 completed jobs')).toBeTruthy();
  });

  it('opens an active job from its card, and clears history from its button', () => {
    const handlers = renderDrawer(
      [makeJob({ jobId: 7, resourceDisplayName: 'db-01' })],
      makeHistory(1),
    );
    fireEvent.click(screen.getByRole('button', { name: /db-01/ }));
    expect(handlers.onOpenJob).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(handlers.onClearHistory).toHaveBeenCalled();
  });

  it('disables clear history when there is none', () => {
    renderDrawer();
    expect(screen.getByRole('button', { name: 'Clear history' })).toHaveProperty('disabled', true);
  });

  it('closes on Escape, on the backdrop and on the close button', () => {
    const handlers = renderDrawer();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    expect(handlers.onHide).toHaveBeenCalledTimes(1);
    fireEvent.click(document.querySelector('.offcanvas-backdrop')!);
    expect(handlers.onHide).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(handlers.onHide).toHaveBeenCalledTimes(3);
  });
});
