import {
  ArrowCounterclockwise,
  ArrowUpCircle,
  Key,
  Pencil,
  PlayCircle,
  StopCircle,
  Terminal,
  Trash3,
} from 'react-bootstrap-icons';
import type { PowerAction } from '@contract/vm-status';
import type { VmButtons } from '@/features/vms/lib/vm-actions';
import { ActionButton } from './action-button';

export type VmActionHandlers = {
  onConsole: () => void;
  onDownloadKey: () => void;
  onPower: (action: PowerAction) => void;
  onUpgrade: () => void;
  onEdit: () => void;
  onDelete: () => void;
  downloading: boolean;
};

type Props = VmActionHandlers & { buttons: VmButtons };

/** The details screen's actions, enabled by the contract's action and permission tables. */
export function VmActionsBar({ buttons: b, ...on }: Props) {
  const isStop = b.power.action === 'stop';
  return (
    <div className="vm-actions" role="toolbar" aria-label="Virtual machine actions">
      <div className="vm-actions-group">
        <ActionButton
          label="Console"
          icon={Terminal}
          variant="primary"
          state={b.console}
          onClick={on.onConsole}
        />
        <ActionButton
          label="Download Private Key"
          icon={Key}
          variant="outline-secondary"
          state={b.downloadKey}
          onClick={on.onDownloadKey}
          busy={on.downloading}
        />
      </div>
      <div className="vm-actions-group">
        <ActionButton
          label={isStop ? 'Stop' : 'Start'}
          icon={isStop ? StopCircle : PlayCircle}
          variant={isStop ? 'outline-warning' : 'outline-success'}
          state={b.power}
          onClick={() => on.onPower(b.power.action)}
        />
        <ActionButton
          label="Reset"
          icon={ArrowCounterclockwise}
          variant="outline-secondary"
          state={b.reset}
          onClick={() => on.onPower('reset')}
        />
      </div>
      <div className="vm-actions-group">
        <ActionButton
          label="Upgrade"
          icon={ArrowUpCircle}
          variant="outline-primary"
          state={b.upgrade}
          onClick={on.onUpgrade}
        />
        <ActionButton
          label="Edit VM"
          icon={Pencil}
          variant="outline-secondary"
          state={b.edit}
          onClick={on.onEdit}
        />
        <ActionButton
          label="Delete"
          icon={Trash3}
          variant="outline-danger"
          state={b.delete}
          onClick={on.onDelete}
        />
      </div>
    </div>
  );
}
