import { useNavigate } from 'react-router-dom';
import { Rocket } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useChecklist } from '../hooks/use-checklist';
import { requestChecklistFocus } from '../lib/open-request';

/** The user menu's way back to a dismissed checklist: shown only while it is dismissed. */
export function ShowGettingStarted({ collapsed }: { collapsed: boolean }) {
  const { progress, prefs, update } = useChecklist();
  const navigate = useNavigate();
  if (!progress || !prefs?.dismissed) return null;
  return (
    <li>
      <button
        type="button"
        className="sidebar-link"
        title={collapsed ? 'Show getting started' : undefined}
        onClick={() => {
          update({ dismissed: false, collapsed: false });
          requestChecklistFocus();
          void navigate(paths.dashboard());
        }}
      >
        <Rocket aria-hidden="true" />
        <span className="sidebar-label">Show getting started</span>
      </button>
    </li>
  );
}
