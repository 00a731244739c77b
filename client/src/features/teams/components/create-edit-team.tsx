import { useState } from 'react';
import { ShieldLock, People } from 'react-bootstrap-icons';
import { TeamBuild } from './team-build';
import { TeamNameForm } from './team-name-form';
import { TeamPermissionsEditor } from './team-permissions';

type Props = {
  /** Absent: create mode (team name). */
  teamId: number | null;
  onCreated: (teamId: number) => void;
  onCancel: () => void;
};

/**
 * /createEditTeam in its three modes: the name of a new team; then building it (people in and
 * out, their roles); and its permissions.
 */
export function CreateEditTeam({ teamId, onCreated, onCancel }: Props) {
  const [mode, setMode] = useState<'build' | 'setPermissions'>('build');
  if (teamId === null) return <TeamNameForm onCreated={onCreated} onCancel={onCancel} />;
  return (
    <div className="d-flex flex-column gap-3">
      <div className="btn-group align-self-start" role="group" aria-label="Edit mode">
        <button
          type="button"
          className={`btn btn-sm ${mode === 'build' ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={mode === 'build'}
          onClick={() => setMode('build')}
        >
          <People className="me-1" aria-hidden="true" />
          Members
        </button>
        <button
          type="button"
          className={`btn btn-sm ${mode === 'setPermissions' ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={mode === 'setPermissions'}
          onClick={() => setMode('setPermissions')}
        >
          <ShieldLock className="me-1" aria-hidden="true" />
          Edit Permissions
        </button>
      </div>
      {mode === 'build' ? <TeamBuild teamId={teamId} /> : <TeamPermissionsEditor teamId={teamId} />}
    </div>
  );
}
