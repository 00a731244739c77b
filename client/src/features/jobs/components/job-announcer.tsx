import { useState } from 'react';
import { jobAnnouncement, seenStatuses } from '../lib/job-announcement';
import type { JobLists } from '../lib/tracked-job';

/**
 * A polite live region, always present while signed in, that says when a job starts, finishes
 * or fails. The progress bar is visual; this is what a screen reader hears.
 */
export function JobAnnouncer({ active, completed }: JobLists) {
  const [state, setState] = useState(() => ({
    active,
    completed,
    seen: seenStatuses({ active, completed }),
    text: '',
  }));
  if (state.active !== active || state.completed !== completed) {
    const news = jobAnnouncement(state.seen, { active, completed });
    setState({
      active,
      completed,
      seen: seenStatuses({ active, completed }),
      text: news ?? state.text,
    });
  }
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {state.text}
    </div>
  );
}
