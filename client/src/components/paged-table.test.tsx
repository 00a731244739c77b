import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table';

const renderPager = (page: number, totalPages: number, onPageChange = vi.fn()) =>
  render(
    <PagedTable page={page} totalPages={totalPages} onPageChange={onPageChange}>
      <table />
    </PagedTable>,
  );

describe('PagedTable', () => {
  it('hides the pager when there is only one page', () => {
    renderPager(1, 1);
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('hides the pager when there are no pages at all', () => {
    renderPager(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows "Page X of Y" with Previous and Next when there are more pages', () => {
    const onPageChange = vi.fn();
    renderPager(2, 3, onPageChange);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderPager(1, 2);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
    rerender(
      <PagedTable page={2} totalPages={2} onPageChange={vi.fn()}>
        <table />
      </PagedTable>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
