import { Link } from 'react-router-dom';
import type { WorldLead } from '@contract/sales-leads';
import { useLeads } from '../api/leads-api';
import { LoadFailed } from '../components/load-failed';
import { shownDate } from '../lib/dates';
import { Loading } from '../components/loading';

/** The trial worlds whose visitors kept them or asked sales to get in touch, latest first. */
export function TrialsKeptScreen() {
  const leads = useLeads();
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 tabIndex={-1} className="me-auto mb-0">
          Trials kept
        </h1>
      </div>
      <p className="text-body-secondary">
        Sandboxes their visitors kept, and messages asking the sales team to get in touch.
      </p>
      {leads.isPending ? (
        <Loading>Loading trials...</Loading>
      ) : leads.isError ? (
        <LoadFailed error={leads.error} retry={() => void leads.refetch()} />
      ) : leads.data.length === 0 ? (
        <div className="console-empty">
          <p>No visitor has kept a sandbox or written to sales yet.</p>
        </div>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle console-table">
            <thead>
              <tr>
                <th scope="col">Kept by</th>
                <th scope="col">Company</th>
                <th scope="col">Messages to sales</th>
                <th scope="col">Last visit</th>
                <th scope="col">Expires</th>
                <th scope="col">Sandbox</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.map((lead) => (
                <LeadRow key={lead.worldId} lead={lead} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LeadRow({ lead }: { lead: WorldLead }) {
  const { kept } = lead;
  return (
    <tr>
      <td>
        {kept ? (
          <>
            {kept.name}
            <br />
            <a href={`mailto:${kept.workEmail}`}>{kept.workEmail}</a>
            <div className="small text-body-secondary">kept {shownDate(kept.at)}</div>
          </>
        ) : (
          <span className="text-body-secondary">Not kept</span>
        )}
      </td>
      <td>{kept?.company ?? '—'}</td>
      <td>
        {lead.contacts.length === 0 ? (
          '—'
        ) : (
          <ul className="list-unstyled mb-0">
            {lead.contacts.map((c) => (
              <li key={c.at.toISOString()} className="mb-1">
                <span className="console-note">{c.message}</span>
                <div className="small text-body-secondary">
                  reach at {c.preferredContact} · {shownDate(c.at)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{shownDate(lead.lastSeenAt)}</td>
      <td>{shownDate(lead.expiresAt)}</td>
      <td>
        <a
          href={lead.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open the sandbox ${lead.worldId}`}
        >
          Open
        </a>
        {lead.demoId && (
          <>
            {' · '}
            <Link to={`/demos/${lead.demoId}`} aria-label="Activity of its demo">
              Activity
            </Link>
          </>
        )}
      </td>
    </tr>
  );
}
