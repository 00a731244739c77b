import type { TeamRow } from '@contract/teams';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';

type DeleteTeamModalProps = {
  /** The team asked about; null keeps the dialog closed. */
  team: TeamRow | null;
  deleting: boolean;
  /** Already formatted: "Error deleting team: {message}". */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirmation before a team goes for good; the error stays inside the dialog. */
export function DeleteTeamModal({ team, ...rest }: DeleteTeamModalProps) {
  return (
    <ConfirmDeleteModal
      show={team !== null}
      title={team ? `Delete team ${team.name}?` : 'Delete team'}
      subject="the team"
      {...rest}
    />
  );
}
