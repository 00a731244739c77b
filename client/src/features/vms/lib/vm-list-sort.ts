import type { VmSortColumn } from '@contract/virtual-machines';
import type { SortState } from '@/components/table-sort';

export type VmListSort = { column: VmSortColumn; descending: boolean };

/** The server's default too: newest first. */
export const DEFAULT_VM_SORT: VmListSort = { column: 'createdAt', descending: true };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleVmSort(current: VmListSort, column: VmSortColumn): VmListSort {
  return current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: false };
}

/** The shared table's view of the same sort (drives aria-sort and the header icons). */
export const toTableSort = (sort: VmListSort): SortState => ({
  key: sort.column,
  direction: sort.descending ? 'descending' : 'ascending',
});
