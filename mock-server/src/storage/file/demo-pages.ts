import type { DemoPage, DemoQuery, DemoRecord } from '../ports/demos';

const keyOf = (record: DemoRecord, sort: DemoQuery['sort']): string | number => {
  if (sort === 'company') return record.company.toLowerCase();
  if (sort === 'visits' || sort === 'actions') return record[sort];
  const at = record[sort];
  return at ? at.getTime() : -Infinity;
};

/**
 * One page of demos held in memory, searched in company and note, sorted (ties: newest first),
 * as the file backend holds every record (a database sorts in its query).
 */
export function sortedPage(records: DemoRecord[], query: DemoQuery): DemoPage {
  const needle = query.search.toLowerCase();
  const found = needle
    ? records.filter(
        (r) => r.company.toLowerCase().includes(needle) || r.note.toLowerCase().includes(needle),
      )
    : records;
  const direction = query.descending ? -1 : 1;
  const sorted = [...found].sort((a, b) => {
    const x = keyOf(a, query.sort);
    const y = keyOf(b, query.sort);
    if (x !== y) return (x < y ? -1 : 1) * direction;
    return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
  });
  const start = (query.page - 1) * query.size;
  return { total: found.length, data: sorted.slice(start, start + query.size) };
}
