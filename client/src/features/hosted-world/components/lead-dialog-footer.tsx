type Props = {
  /** The form's id: the submit button sits in the dialog's footer, outside the form. */
  formId: string;
  /** Sent and confirmed: only Close is left. */
  done: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onClose: () => void;
};

/** The footer of the banner's lead forms: Cancel and submit, then Close once confirmed. */
export function LeadDialogFooter({
  formId,
  done,
  pending,
  submitLabel,
  pendingLabel,
  onClose,
}: Props) {
  if (done)
    return (
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onClose}
        disabled={pending}
      >
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
