import { withPrefix } from '@/api/api-error';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';

type Props = {
  /** The VM's name while the dialog is open, else null. */
  name: string | null;
  deleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** The VM delete confirmation; a refusal stays inside the dialog. */
export function DeleteVmModal({ name, error, ...rest }: Props) {
  return (
    <ConfirmDeleteModal
      show={name !== null}
      title={`Delete Virtual Machine ${name ?? ''}?`}
      subject="the virtual machine"
      error={error != null ? withPrefix('Failed to delete VM', error) : null}
      {...rest}
    />
  );
}
