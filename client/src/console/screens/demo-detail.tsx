import { Link, useParams } from 'react-router-dom';
import { CopyButton } from '@/components/copy-button';
import { useDemo } from '../api/queries';
import { DemoActions } from '../components/demo-actions';
import { DemoActivity } from '../components/demo-activity';
import { DemoLink } from '../components/demo-link';
import { LoadFailed } from '../components/load-failed';
import { StatusBadge } from '../components/status-badge';
import { shownDate } from '../lib/dates';
import { Loading } from '../components/loading';

/** One demo: its link, the persona's credentials, its contact and note, actions, activity, history. */
export function DemoDetailScreen() {
  const id = useParams().id ?? '';
  const demo = useDemo(id);
  if (demo.isPending) return <Loading>Loading the demo...</Loading>;
  if (demo.isError) return <LoadFailed error={demo.error} retry={() => void demo.refetch()} />;
  const d = demo.data;
  return (
    <section>
      <p>
        <Link to="/">← All demos</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {d.logoUrl && <img src={d.logoUrl} alt={`${d.company} logo`} className="console-logo" />}
        <h1 tabIndex={-1} className="mb-0">
          {d.company}
        </h1>
        <StatusBadge status={d.status} />
      </div>
      <DemoLink url={d.url} />
      <dl className="console-facts mt-4">
        <dt>Template</dt>
        <dd>{d.template}</dd>
        <dt>Created</dt>
        <dd>
          {shownDate(d.createdAt)} by {d.createdBy.name}
        </dd>
        <dt>Expires</dt>
        <dd>{shownDate(d.expiresAt)}</dd>
        <dt>Last opened</dt>
        <dd>{shownDate(d.lastOpenedAt)}</dd>
        <dt>Signs in as</dt>
        <dd>
          {d.signsInAs.email} <CopyButton value={d.signsInAs.email} label="email" />
          <br />
          <code>{d.signsInAs.password}</code>{' '}
          <CopyButton value={d.signsInAs.password} label="password" />
        </dd>
        <dt>Contact</dt>
        <dd>{[d.contact.name, d.contact.email].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Note</dt>
        <dd className="console-note">{d.note || '—'}</dd>
      </dl>
      <h2 className="h5 mt-4">Actions</h2>
      <DemoActions demo={d} />
      <h2 className="h5 mt-4">Activity</h2>
      <DemoActivity id={d.id} />
      <h2 className="h5 mt-4">History</h2>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {d.history.map((h, i) => (
              <tr key={i}>
                <td>{shownDate(h.at)}</td>
                <td>{h.by.name}</td>
                <td>{h.action}</td>
                <td>{h.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
