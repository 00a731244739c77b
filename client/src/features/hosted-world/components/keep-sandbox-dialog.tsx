import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  keepSandboxRequestSchema,
  LEAD_LIMITS,
  type KeepSandboxInput,
  type KeepSandboxRequest,
} from '@contract/sales-leads';
import { withPrefix } from '@/api/api-error';
import { useKeepSandbox } from '@/api/sandbox/keep-sandbox';
import { AppModal } from '@/components/app-modal';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format-date';
import { showFieldErrors, wholeFailure } from '../lib/server-field-errors';
import { LeadDialogFooter } from './lead-dialog-footer';

const FIELDS = ['name', 'workEmail', 'company'] as const;

/**
 * "Keep this sandbox": who keeps it (name, work email, company). Once kept, the dialog says
 * until when and where its address was sent, in place of the form.
 */
export function KeepSandboxDialog({
  show,
  onClose,
  returnFocus,
}: {
  show: boolean;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const keep = useKeepSandbox();
  const { register, handleSubmit, formState, clearErrors, setError, reset } = useForm<
    KeepSandboxInput,
    unknown,
    KeepSandboxRequest
  >({
    resolver: zodResolver(keepSandboxRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', workEmail: '', company: '' },
  });
  const field = (name: (typeof FIELDS)[number]) =>
    register(name, { onChange: () => clearErrors(name) });
  const onSubmit = handleSubmit((values) =>
    keep.mutate(values, {
      onError: (failure) => void showFieldErrors(failure, FIELDS, setError),
    }),
  );
  const close = () => {
    onClose();
    // Once closed, the next opening starts again (a kept world's details may be corrected).
    if (keep.isSuccess) {
      keep.reset();
      reset();
    }
  };
  const { errors } = formState;
  const kept = keep.data;
  const failed = wholeFailure(keep.error);

  return (
    <AppModal
      show={show}
      onHide={close}
      preventClose={keep.isPending}
      returnFocus={returnFocus}
      title="Keep this sandbox"
      footer={
        <LeadDialogFooter
          formId="keep-sandbox-form"
          done={!!kept}
          pending={keep.isPending}
          submitLabel="Keep this sandbox"
          pendingLabel="Keeping..."
          onClose={close}
        />
      }
    >
      {kept ? (
        <div role="status">
          <p className="mb-2">
            <strong>This sandbox is kept until {formatDate(kept.expiresAt)}</strong>, and for longer
            each time you come back.
          </p>
          <p className="mb-0 text-secondary">
            Its address is on its way to {kept.kept.workEmail} (in this sandbox&apos;s outbox):
            bookmark it.
          </p>
        </div>
      ) : (
        <form id="keep-sandbox-form" onSubmit={onSubmit} noValidate aria-label="Keep this sandbox">
          <p className="text-secondary small">
            A kept sandbox stays for weeks after each visit instead of days, and our sales team can
            help you move to a real account.
          </p>
          <fieldset disabled={keep.isPending} className="d-grid gap-3">
            <TextField
              id="keep-name"
              label="Your name"
              autoComplete="name"
              maxLength={LEAD_LIMITS.name}
              error={errors.name?.message}
              {...field('name')}
            />
            <TextField
              id="keep-work-email"
              label="Work email"
              type="email"
              autoComplete="email"
              error={errors.workEmail?.message}
              {...field('workEmail')}
            />
            <TextField
              id="keep-company"
              label="Company"
              autoComplete="organization"
              maxLength={LEAD_LIMITS.company}
              error={errors.company?.message}
              {...field('company')}
            />
          </fieldset>
          {failed && (
            <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
              {withPrefix('The sandbox could not be kept', failed)}
            </div>
          )}
        </form>
      )}
    </AppModal>
  );
}
