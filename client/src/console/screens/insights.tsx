import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { WorldKind } from '@contract/activity';
import { insightsApi } from '../api/insights-api';
import { useFunnel } from '../api/queries';
import { FunnelChart } from '../components/funnel-chart';
import { LoadFailed } from '../components/load-failed';
import { saveFile } from '../lib/download';
import { Loading } from '../components/loading';

const DAY_MS = 24 * 3600_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The period as the API takes it: from the start of the first day to the end of the last. */
const periodOf = (from: string, to: string) => ({
  from: `${from}T00:00:00.000Z`,
  to: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString(),
});

/** How far the demos (or trials) of a period got, drawn and in figures, and the exports. */
export function InsightsScreen() {
  const [from, setFrom] = useState(() => dayOf(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [kind, setKind] = useState<WorldKind>('demo');
  const [saving, setSaving] = useState<string | null>(null);
  const [exportFailed, setExportFailed] = useState<string | null>(null);
  const valid = from !== '' && to !== '' && from <= to;
  const period = periodOf(valid ? from : to, to || from);
  const funnel = useFunnel(period, kind);

  const save = async (what: 'demos' | 'events') => {
    setSaving(what);
    setExportFailed(null);
    try {
      const blob =
        what === 'demos'
          ? await insightsApi.download('/__demos.csv')
          : await insightsApi.download('/__insights/events.csv', period);
      saveFile(blob, what === 'demos' ? 'demos.csv' : `events-${from}-to-${to}.csv`);
    } catch (error) {
      setExportFailed(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setSaving(null);
    }
  };

  const created = funnel.data?.steps[0]?.worlds ?? 0;
  return (
    <section>
      <h1 tabIndex={-1} className="mb-3">
        Insights
      </h1>
      <div className="console-toolbar mb-3">
        <div>
          <label htmlFor="insights-kind" className="form-label">
            Worlds
          </label>
          <select
            id="insights-kind"
            className="form-select"
            value={kind}
            onChange={(e) => setKind(e.target.value as WorldKind)}
          >
            <option value="demo">Demos</option>
            <option value="trial">Trials</option>
          </select>
        </div>
        <div>
          <label htmlFor="insights-from" className="form-label">
            Made from
          </label>
          <input
            id="insights-from"
            type="date"
            className="form-control"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="insights-to" className="form-label">
            to
          </label>
          <input
            id="insights-to"
            type="date"
            className="form-control"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
      {!valid && (
        <p className="text-danger" role="alert">
          Choose a first day on or before the last.
        </p>
      )}
      <h2 className="h5">Funnel</h2>
      {funnel.isPending ? (
        <Loading>Counting...</Loading>
      ) : funnel.isError ? (
        <LoadFailed error={funnel.error} retry={() => void funnel.refetch()} />
      ) : created === 0 ? (
        <p className="console-empty">
          No {kind === 'demo' ? 'demo' : 'trial'} was made in this period.
        </p>
      ) : (
        <>
          <FunnelChart funnel={funnel.data} />
          <div className="table-responsive">
            <table className="table table-sm console-table">
              <caption className="visually-hidden">
                How far the {kind === 'demo' ? 'demos' : 'trials'} made in the period got
              </caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col" className="text-end">
                    {kind === 'demo' ? 'Demos' : 'Trials'}
                  </th>
                  <th scope="col" className="text-end">
                    Of those made
                  </th>
                </tr>
              </thead>
              <tbody>
                {funnel.data.steps.map((s) => (
                  <tr key={s.step}>
                    <th scope="row" className="fw-normal">
                      {s.label}
                    </th>
                    <td className="text-end">{s.worlds}</td>
                    <td className="text-end">{Math.round((s.worlds / created) * 100)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <h2 className="h5 mt-4">Exports</h2>
      <p className="text-body-secondary">
        CSV files for a spreadsheet or a CRM: every demo with its visits and actions, or every event
        of the period above.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={saving !== null}
          onClick={() => void save('demos')}
        >
          {saving === 'demos' && <Spinner size="sm" aria-hidden="true" className="me-1" />}
          Demos (CSV)
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={saving !== null || !valid}
          onClick={() => void save('events')}
        >
          {saving === 'events' && <Spinner size="sm" aria-hidden="true" className="me-1" />}
          Events of the period (CSV)
        </button>
      </div>
      {exportFailed && (
        <p className="text-danger mt-2" role="alert">
          {exportFailed}
        </p>
      )}
    </section>
  );
}
