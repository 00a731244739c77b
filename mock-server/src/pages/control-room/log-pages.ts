/** One page of a newest-first list: which rows it shows and whether there is more either way. */
export function logPage(total: number, page: number, size: number) {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  const current = Math.min(Math.max(0, page), last);
  const start = current * size;
  const end = Math.min(total, start + size);
  return {
    page: current,
    start,
    end,
    hasNewer: current > 0,
    hasOlder: current < last,
    label: total === 0 ? 'No calls yet' : `Calls ${start + 1}–${end} of ${total}`,
  };
}
