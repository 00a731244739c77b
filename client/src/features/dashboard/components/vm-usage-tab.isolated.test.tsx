import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VmUsageTab } from './vm-usage-tab';

const query = vi.hoisted(() => ({ result: {} as Record<string, unknown> }));
vi.mock('@/api/dashboard/get-dashboard-data', () => ({ useDashboardData: () => query.result }));

const counts = { micro: 3, extraSmall: 0, small: 1, medium: 0, large: 5, extraLarge: 2 };
const loaded = {
  data: { currentMonth: counts, previousMonth: counts, ytd: counts },
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
};

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('VmUsageTab', () => {
  beforeEach(() => {
    query.result = loaded;
  });

  it('shows the title, subtitle and the six sizes with their configuration', () => {
    render(<VmUsageTab />);
    expect(screen.getByRole('heading', { name: 'VM Usage' })).toBeTruthy();
    expect(screen.getByText('Virtual machine usage statistics by size category')).toBeTruthy();
    expect(firstCells()).toEqual([
      'Micro',
      'Extra Small',
      'Small',
      'Medium',
      'Large',
      'Extra Large',
    ]);
    expect(screen.getByText('CPU: 12 Cores - RAM: 48 GB - Disk: 300 GB')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'VM Size',
      'Configuration',
      'Current Month',
      'Previous Month',
      'Year To Date',
    ]);
  });

  it('shows "-" for zero counts', () => {
    render(<VmUsageTab />);
    const extraSmall = within(bodyRows()[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(extraSmall.slice(2)).toEqual(['-', '-', '-']);
    const micro = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(micro.slice(2)).toEqual(['3', '3', '3']);
  });

  it('filters size names case-insensitively as the user types', () => {
    render(<VmUsageTab />);
    fireEvent.change(screen.getByPlaceholderText('Search VM sizes...'), {
      target: { value: 'LARGE' },
    });
    expect(firstCells()).toEqual(['Large', 'Extra Large']);
  });

  it('says "No VM usage data available" when nothing matches', () => {
    render(<VmUsageTab />);
    fireEvent.change(screen.getByPlaceholderText('Search VM sizes...'), {
      target: { value: 'gigantic' },
    });
    expect(screen.getByText('No VM usage data available')).toBeTruthy();
  });

  it('reports a failed load with the prefix and a reload', () => {
    const refetch = vi.fn();
    query.result = {
      data: undefined,
      error: new Error('timeout'),
      isPending: false,
      isFetching: false,
      refetch,
    };
    render(<VmUsageTab />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Error fetching dashboard data: timeout',
    );
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    expect(refetch).toHaveBeenCalled();
  });
});
