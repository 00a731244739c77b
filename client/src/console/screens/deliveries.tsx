import { useMutation, useQueryClient } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';
import type { DeliveryList } from '@contract/signals';
import { signalKeys, signalsApi, useDeliveries } from '../api/signals-api';
import { DeliveryBadge } from '../components/delivery-badge';
import { LoadFailed } from '../components/load-failed';
import { shownDate } from '../lib/dates';

/** The webhook deliveries: where they go, the recent ones with their state, a test event. */
export function DeliveriesScreen() {
  const deliveries = useDeliveries();
  return (
    <section>
      <h1 tabIndex={-1}>Deliveries</h1>
      {deliveries.isPending ? (
        <div role="status">
          <Spinner size="sm" aria-hidden="true" /> Loading deliveries...
        </div>
      ) : deliveries.isError ? (
        <LoadFailed error={deliveries.error} retry={() => void deliveries.refetch()} />
      ) : (
        <Deliveries list={deliveries.data} />
      )}
    </section>
  );
}

function Deliveries({ list }: { list: DeliveryList }) {
  if (!list.enabled)
    return (
      <p className="console-empty">
        Webhooks are off. Set <code>TRIAL_WEBHOOK_URL</code> and <code>TRIAL_WEBHOOK_SECRET</code>{' '}
        to send each demo opening, return visit and milestone to your CRM.
      </p>
    );
  return (
    <>
      <p>
        Events are sent to <code>{list.endpoint}</code>, signed with your secret.
      </p>
      <SendTest />
      {list.data.length === 0 ? (
        <p className="console-empty">No deliveries yet: they appear here as prospects act.</p>
      ) : (
        <div className="table-responsive">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Next attempt</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((d) => (
                <tr key={d.id}>
                  <td>
                    <code>{d.type}</code> <span className="text-body-secondary">{d.summary}</span>
                    <div className="small text-body-secondary">{shownDate(d.createdAt)}</div>
                  </td>
                  <td>
                    <DeliveryBadge delivery={d} />
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.status === 'pending' ? shownDate(d.nextAttemptAt) : '—'}</td>
                  <td>{d.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function SendTest() {
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: signalsApi.sendTest,
    onSuccess: () => void client.invalidateQueries({ queryKey: signalKeys.deliveries }),
  });
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending && <Spinner size="sm" aria-hidden="true" className="me-1" />}
        Send a test event
      </button>
      {send.isSuccess && (
        <p className="text-success mt-2" role="status">
          A test event is on its way: it shows below.
        </p>
      )}
      {send.isError && (
        <div className="alert alert-danger mt-2" role="alert">
          {send.error.message}
        </div>
      )}
    </div>
  );
}
