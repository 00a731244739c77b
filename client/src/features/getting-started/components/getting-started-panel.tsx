import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircleFill, Circle, Rocket, XLg } from 'react-bootstrap-icons';
import type { GettingStarted } from '@contract/getting-started';
import { GETTING_STARTED_STEPS } from '@contract/getting-started-steps';
import { useChecklist } from '../hooks/use-checklist';
import {
  checklistFocusRequested,
  checklistFocusRequests,
  onChecklistFocusRequest,
  takeChecklistFocusRequest,
} from '../lib/open-request';

const noRequests = () => 0;

/**
 * The dashboard's "Getting started" card: the first steps, each ticked by the sandbox from what
 * the user really did, with a link to where it is done. It folds to its header and can be
 * dismissed; both are remembered for this world. `nextStep`: what to offer below the steps (a
 * hosted world's Talk to sales).
 */
export function GettingStartedPanel({ nextStep }: { nextStep?: ReactNode }) {
  const { progress, loading, prefs, update } = useChecklist();
  const heading = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const titleId = useId();
  // Re-render when the indicator or the user menu asks for the panel while it is on screen.
  useSyncExternalStore(onChecklistFocusRequest, checklistFocusRequests, noRequests);
  // While a hosted world's answer is on its way the card holds its place: the dashboard below
  // does not jump down when it comes.
  const shown = (!!progress || loading) && !!prefs && !prefs.dismissed;

  useEffect(() => {
    if (!shown || !progress || !checklistFocusRequested()) return;
    // After the shell has moved focus to the new screen's title. The request is answered only
    // when focus moves: a render before then (the saved preference coming back) clears this
    // timer, and the next render's effect sets another.
    const timer = setTimeout(() => {
      if (!takeChecklistFocusRequest()) return;
      heading.current?.scrollIntoView({ block: 'nearest' });
      heading.current?.focus();
    });
    return () => clearTimeout(timer);
  });

  if (!shown) return null;
  const { collapsed } = prefs;
  return (
    <section
      className="card mb-3 getting-started"
      aria-labelledby={titleId}
      aria-busy={!progress || undefined}
    >
      <div className="card-body">
        <div className="getting-started-head">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="h6 mb-0">
            <Rocket aria-hidden="true" className="me-2" />
            Getting started
          </h2>
          {progress ? (
            <span className="small text-body-secondary" data-testid="getting-started-count">
              {progress.done} of {progress.total} done
            </span>
          ) : (
            <span className="placeholder-glow small" aria-hidden="true">
              <span className="placeholder getting-started-count-placeholder" />
            </span>
          )}
          <div className="getting-started-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={() => update({ collapsed: !collapsed })}
            >
              {collapsed ? 'Show steps' : 'Hide steps'}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label="Dismiss getting started"
              title="Dismiss: bring it back from the user menu"
              onClick={() => update({ dismissed: true })}
            >
              <XLg aria-hidden="true" />
            </button>
          </div>
        </div>
        <Progress progress={progress} />
        <ol id={listId} className="getting-started-steps" hidden={collapsed}>
          {GETTING_STARTED_STEPS.map((step) => {
            const done = progress?.steps.find((s) => s.id === step.id)?.done ?? false;
            return (
              <li key={step.id} className={done ? 'is-done' : undefined}>
                {done ? (
                  <CheckCircleFill aria-hidden="true" className="getting-started-tick" />
                ) : (
                  <Circle aria-hidden="true" className="getting-started-tick" />
                )}
                <div>
                  <Link to={step.path} className="fw-semibold">
                    {step.title}
                  </Link>
                  {progress && (
                    <span className="visually-hidden">{done ? ' (done)' : ' (not done yet)'}</span>
                  )}
                  <p className="small text-body-secondary mb-0">{step.why}</p>
                </div>
              </li>
            );
          })}
        </ol>
        {nextStep && !collapsed && (
          <p className="small text-body-secondary mb-0 mt-2">Questions about it? {nextStep}</p>
        )}
      </div>
    </section>
  );
}

function Progress({ progress }: { progress: GettingStarted | null }) {
  if (!progress) return <div className="progress getting-started-progress" aria-hidden="true" />;
  const percent = Math.round((progress.done / progress.total) * 100);
  return (
    <div
      className="progress getting-started-progress"
      role="progressbar"
      aria-label={`Getting started: ${progress.done} of ${progress.total} steps done`}
      aria-valuenow={progress.done}
      aria-valuemin={0}
      aria-valuemax={progress.total}
    >
      <div className="progress-bar bg-success" style={{ width: `${percent}%` }} />
    </div>
  );
}
