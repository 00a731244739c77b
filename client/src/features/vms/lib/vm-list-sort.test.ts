import { describe, expect, it } from 'vitest';
import { DEFAULT_VM_SORT, toggleVmSort, toTableSort } from './vm-list-sort';

describe('VM list sorting', () => {
  it('starts newest first', () => {
    expect(DEFAULT_VM_SORT).toEqual({ column: 'createdAt', descending: true });
  });

  it('flips direction when the same column is clicked again', () => {
    const once = toggleVmSort(DEFAULT_VM_SORT, 'createdAt');
    expect(once).toEqual({ column: 'createdAt', descending: false });
    expect(toggleVmSort(once, 'createdAt')).toEqual({ column: 'createdAt', descending: true });
  });

  it('starts another column ascending, then flips it', () => {
    const byName = toggleVmSort(DEFAULT_VM_SORT, 'name');
    expect(byName).toEqual({ column: 'name', descending: false });
    const flipped = toggleVmSort(byName, 'name');
    expect(flipped).toEqual({ column: 'name', descending: true });
    expect(toggleVmSort(flipped, 'configuration')).toEqual({
      column: 'configuration',
      descending: false,
    });
  });

  it('maps to the table header state', () => {
    expect(toTableSort({ column: 'status', descending: true })).toEqual({
      key: 'status',
      direction: 'descending',
    });
  });
});
