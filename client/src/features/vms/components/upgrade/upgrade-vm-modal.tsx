import { useState } from 'react';
import { ArrowUpCircleFill } from 'react-bootstrap-icons';
import { AppModal } from '@/components/app-modal';
import { useChangeConfiguration } from '@/api/vms/change-configuration';
import { UpgradeChooser, type UpgradeVm } from './upgrade-chooser';

export const UPGRADE_STARTED =
  'The upgrade has started. It can take up to about a minute to complete, and you can close this window safely.';

type Props = { vm: UpgradeVm | null; onClose: () => void };

/** The VM upgrade dialog: choose a bigger size, Upgrade, processing, then a note to wait. */
export function UpgradeVmModal({ vm, onClose }: Props) {
  // Mounted afresh per opening (see key below), so a second upgrade starts clean.
  return vm ? <UpgradeDialog key={vm.id} vm={vm} onClose={onClose} /> : null;
}

function UpgradeDialog({ vm, onClose }: { vm: UpgradeVm; onClose: () => void }) {
  const upgrade = useChangeConfiguration(vm.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const done = upgrade.isSuccess;

  const footer = done ? (
    <button type="button" className="btn btn-primary" onClick={onClose}>
      Return
    </button>
  ) : (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onClose}
        disabled={upgrade.isPending}
      >
        Cancel
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={chosen === null || upgrade.isPending}
        onClick={() => chosen !== null && upgrade.mutate(chosen)}
      >
        Upgrade
      </button>
    </>
  );

  return (
    <AppModal
      show
      onHide={onClose}
      title={done ? 'Upgrade in progress' : `Upgrade ${vm.name}`}
      loading={upgrade.isPending}
      footer={footer}
    >
      {done ? (
        <div className="d-flex gap-3 align-items-start">
          <ArrowUpCircleFill className="text-primary fs-3" aria-hidden="true" />
          <p className="mb-0" role="status">
            {UPGRADE_STARTED}
          </p>
        </div>
      ) : (
        <UpgradeChooser vm={vm} chosen={chosen} onChoose={setChosen} error={upgrade.error} />
      )}
    </AppModal>
  );
}
