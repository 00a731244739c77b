import { isAction } from '@contract/activity';
import { useDemoActivity } from '../api/queries';
import { shownDate } from '../lib/dates';
import { eventLine, minutes } from '../lib/event-labels';
import { LoadFailed } from './load-failed';
import { Loading } from './loading';

const timeOf = (at: Date) => at.toLocaleTimeString(undefined, { timeStyle: 'short' });

/** What the prospect did in a demo: the figures, the people, and each visit's timeline. */
export function DemoActivity({ id }: { id: string }) {
  const activity = useDemoActivity(id);
  if (activity.isPending) return <Loading>Loading the activity...</Loading>;
  if (activity.isError)
    return <LoadFailed error={activity.error} retry={() => void activity.refetch()} />;
  const { summary, people, sessions } = activity.data;
  if (sessions.length === 0)
    return (
      <p className="console-empty">
        Nobody has opened this demo yet. Its visits will show here, with the pages viewed and the
        actions taken.
      </p>
    );
  return (
    <>
      <dl className="console-figures">
        <div>
          <dt>Visits</dt>
          <dd>{summary.visits}</dd>
        </div>
        <div>
          <dt>People</dt>
          <dd>{summary.visitors}</dd>
        </div>
        <div>
          <dt>Active time</dt>
          <dd>{minutes(summary.activeMinutes)}</dd>
        </div>
        <div>
          <dt>Pages viewed</dt>
          <dd>{summary.pagesViewed}</dd>
        </div>
        <div>
          <dt>Actions</dt>
          <dd>{summary.actions}</dd>
        </div>
      </dl>
      <p className="text-body-secondary">
        First visit {shownDate(summary.firstVisitAt)}, last {shownDate(summary.lastVisitAt)}.
        {people.length > 1 &&
          ` The link was opened by ${people.length} people (each browser is one person).`}
      </p>
      <ol className="console-timeline" aria-label="Visits, newest first">
        {sessions.map((s) => (
          <li key={`${s.visitor}-${s.startedAt.toISOString()}`}>
            <h3 className="h6 mb-1">
              {shownDate(s.startedAt)}
              {s.visitor !== null && people.length > 1 && ` · Person ${s.visitor}`}
              <span className="text-body-secondary fw-normal">
                {' '}
                · {minutes(s.activeMinutes)} active
              </span>
            </h3>
            <ul className="list-unstyled mb-0">
              {s.events.map((e, i) => (
                <li key={i} className={isAction(e.kind) ? 'console-event-action' : undefined}>
                  <time dateTime={e.at.toISOString()} className="text-body-secondary me-2">
                    {timeOf(e.at)}
                  </time>
                  {eventLine(e)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
