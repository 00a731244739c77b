import { Link } from 'react-router-dom';
import { Rocket } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useChecklist } from '../hooks/use-checklist';
import { useRefreshAfterWrites } from '../hooks/use-refresh-after-writes';
import { requestChecklistFocus } from '../lib/open-request';

/**
 * The sidebar's compact progress ("2 of 5"), leading to the dashboard's checklist, opened. Shown
 * while the checklist is offered and not dismissed.
 */
export function GettingStartedIndicator({ collapsed }: { collapsed: boolean }) {
  const { progress, prefs, update } = useChecklist();
  useRefreshAfterWrites(!!progress);
  if (!progress || !prefs || prefs.dismissed) return null;
  const label = `Getting started: ${progress.done} of ${progress.total} steps done`;
  return (
    <Link
      to={paths.dashboard()}
      className="getting-started-indicator"
      aria-label={`${label}. Open the checklist`}
      title={collapsed ? label : undefined}
      data-testid="getting-started-indicator"
      onClick={() => {
        update({ collapsed: false });
        requestChecklistFocus();
      }}
    >
      <Rocket aria-hidden="true" />
      <span className="sidebar-label">Getting started</span>
      <span className="getting-started-indicator-count" aria-hidden="true">
        {progress.done} of {progress.total}
      </span>
    </Link>
  );
}
