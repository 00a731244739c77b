import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

type Row = { id: number; name: string; count: number };
const rows: Row[] = [
  { id: 1, name: 'beta', count: 10 },
  { id: 2, name: 'Alpha', count: 2 },
  { id: 3, name: 'gamma', count: 7 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, sortValue: (r) => r.name },
  { key: 'count', header: 'Count', render: (r) => r.count, sortValue: (r) => r.count },
  { key: 'plain', header: 'Plain', render: () => 'x' },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('keeps the given order until a header is clicked', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(firstColumn()).toEqual(['beta', 'Alpha', 'gamma']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('sorts ascending, then descending, and reports it through aria-sort', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['Alpha', 'beta', 'gamma']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['gamma', 'beta', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('sorts numbers as numbers', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(firstColumn()).toEqual(['Alpha', 'gamma', 'beta']);
  });

  it('does not make columns without a sort value sortable', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('button', { name: /Plain/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Plain' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('shows "No data" when empty, or the given message', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('No data')).toBeTruthy();
    rerender(
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyMessage="No teams found" />,
    );
    expect(screen.getByText('No teams found')).toBeTruthy();
  });

  it('shows skeleton rows instead of the empty message while loading', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('opens a row on click and on Enter, but not on Enter inside a button of the row', () => {
    const onRowClick = vi.fn();
    const withButton: Column<Row>[] = [
      ...columns,
      { key: 'act', header: '', render: (r) => <button type="button">act {r.name}</button> },
    ];
    render(
      <DataTable columns={withButton} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />,
    );
    const row = screen.getAllByRole('row')[1]!;
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'act beta' }), { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });
  it('leaves sorting to its owner when onSort is given (server-side sorting)', () => {
    const onSort = vi.fn();
    const serverColumns: Column<Row>[] = [
      { key: 'name', header: 'Name', render: (r) => r.name, sortable: true },
      { key: 'count', header: 'Count', render: (r) => r.count },
    ];
    render(
      <DataTable
        columns={serverColumns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ key: 'name', direction: 'descending' }}
        onSort={onSort}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(firstColumn()).toEqual(['beta', 'Alpha', 'gamma']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });
});
