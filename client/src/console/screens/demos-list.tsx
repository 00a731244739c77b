import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_PAGE_SIZE, DEMO_SORTS } from '@contract/demos';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDemoList } from '../api/queries';
import { LoadFailed } from '../components/load-failed';
import { StatusBadge } from '../components/status-badge';
import { shownDate } from '../lib/dates';
import { Loading } from '../components/loading';

type Sort = (typeof DEMO_SORTS)[number];
const SORT_LABELS: Record<Sort, string> = {
  createdAt: 'Created',
  company: 'Company',
  expiresAt: 'Expires',
  lastOpenedAt: 'Last opened',
  lastVisitAt: 'Last visit',
  visits: 'Visits',
  actions: 'Actions',
};

/** Every demo of this trial: searched, sorted, paged. */
export function DemosScreen() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('createdAt');
  const [descending, setDescending] = useState(true);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useDemoList({
    page,
    size: DEMO_PAGE_SIZE,
    search: debounced,
    sort,
    descending: descending ? 'true' : 'false',
  });

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 tabIndex={-1} className="me-auto mb-0">
          Demos
        </h1>
        <Link to="/trials-kept" className="btn btn-outline-secondary">
          Trials kept
        </Link>
        <Link to="/demos/new" className="btn btn-primary">
          New demo
        </Link>
      </div>
      <div className="console-toolbar mb-3">
        <div>
          <label htmlFor="demo-search" className="form-label">
            Search
          </label>
          <input
            id="demo-search"
            type="search"
            className="form-control"
            placeholder="Company or note"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <label htmlFor="demo-sort" className="form-label">
            Sort by
          </label>
          <select
            id="demo-sort"
            className="form-select"
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
          >
            {DEMO_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="demo-order" className="form-label">
            Order
          </label>
          <select
            id="demo-order"
            className="form-select"
            value={descending ? 'desc' : 'asc'}
            onChange={(e) => setDescending(e.target.value === 'desc')}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </div>
      </div>
      {list.isPending ? (
        <Loading>Loading demos...</Loading>
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : list.data.data.length === 0 && list.isPlaceholderData ? (
        // The empty list shown is the last search's: say nothing about this one until it answers.
        <Loading>Searching demos...</Loading>
      ) : list.data.data.length === 0 ? (
        <div className="console-empty">
          {debounced ? (
            <p>No demo matches “{debounced}”.</p>
          ) : (
            <p>
              No demos yet. <Link to="/demos/new">Create the first one</Link>.
            </p>
          )}
        </div>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table align-middle console-table">
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Status</th>
                  <th scope="col">Template</th>
                  <th scope="col">Created by</th>
                  <th scope="col">Created</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last visit</th>
                  <th scope="col" className="text-end">
                    Visits
                  </th>
                  <th scope="col" className="text-end">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((demo) => (
                  <tr key={demo.id}>
                    <td>
                      <span className="d-flex align-items-center gap-2">
                        {demo.logoUrl ? (
                          <img src={demo.logoUrl} alt="" className="console-thumb" />
                        ) : (
                          <span className="console-thumb" aria-hidden="true" />
                        )}
                        <Link to={`/demos/${demo.id}`}>{demo.company}</Link>
                      </span>
                    </td>
                    <td>
                      <StatusBadge status={demo.status} />
                    </td>
                    <td>{demo.template}</td>
                    <td>{demo.createdBy.name}</td>
                    <td>{shownDate(demo.createdAt)}</td>
                    <td>{shownDate(demo.expiresAt)}</td>
                    <td>{shownDate(demo.lastVisitAt)}</td>
                    <td className="text-end">{demo.visits}</td>
                    <td className="text-end">{demo.actions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="d-flex align-items-center gap-2" aria-label="Pages">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Previous
            </button>
            <span>
              Page {page} of {Math.max(1, list.data.totalPages)} ({list.data.total} demos)
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={page >= list.data.totalPages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
