import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  contactSalesRequestSchema,
  LEAD_LIMITS,
  type ContactSalesInput,
  type ContactSalesRequest,
} from '@contract/sales-leads';
import { withPrefix } from '@/api/api-error';
import { useContactSales } from '@/api/sandbox/contact-sales';
import { AppModal } from '@/components/app-modal';
import { TextField } from '@/components/text-field';
import { showFieldErrors, wholeFailure } from '../lib/server-field-errors';
import { LeadDialogFooter } from './lead-dialog-footer';

const FIELDS = ['message', 'preferredContact'] as const;

/** "Talk to sales": a short message and how to be reached; confirmed in place of the form. */
export function TalkToSalesDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const contact = useContactSales();
  const { register, handleSubmit, formState, clearErrors, setError, reset } = useForm<
    ContactSalesInput,
    unknown,
    ContactSalesRequest
  >({
    resolver: zodResolver(contactSalesRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { message: '', preferredContact: '' },
  });
  const field = (name: (typeof FIELDS)[number]) =>
    register(name, { onChange: () => clearErrors(name) });
  const onSubmit = handleSubmit((values) =>
    contact.mutate(values, {
      onError: (failure) => void showFieldErrors(failure, FIELDS, setError),
    }),
  );
  const close = () => {
    onClose();
    if (contact.isSuccess) {
      contact.reset();
      reset();
    }
  };
  const { errors } = formState;
  const sent = contact.data?.contact;
  const failed = wholeFailure(contact.error);
  const messageError = errors.message?.message;

  return (
    <AppModal
      show={show}
      onHide={close}
      preventClose={contact.isPending}
      title="Talk to sales"
      footer={
        <LeadDialogFooter
          formId="talk-to-sales-form"
          done={!!sent}
          pending={contact.isPending}
          submitLabel="Send"
          pendingLabel="Sending..."
          onClose={close}
        />
      }
    >
      {sent ? (
        <div role="status">
          <p className="mb-2">
            <strong>Thank you: the sales team will reach you at {sent.preferredContact}.</strong>
          </p>
          <p className="mb-0 text-secondary">
            A confirmation with your message is in this sandbox&apos;s outbox.
          </p>
        </div>
      ) : (
        <form id="talk-to-sales-form" onSubmit={onSubmit} noValidate aria-label="Talk to sales">
          <fieldset disabled={contact.isPending} className="d-grid gap-3">
            <div>
              <label htmlFor="sales-message" className="form-label">
                Message
              </label>
              <textarea
                id="sales-message"
                rows={4}
                maxLength={LEAD_LIMITS.message}
                className={`form-control${messageError ? ' is-invalid' : ''}`}
                aria-describedby={messageError ? 'sales-message-error' : undefined}
                {...field('message')}
              />
              {messageError && (
                <div id="sales-message-error" className="invalid-feedback d-block">
                  {messageError}
                </div>
              )}
            </div>
            <TextField
              id="sales-contact"
              label="Email or phone number"
              autoComplete="email"
              maxLength={LEAD_LIMITS.preferredContact}
              error={errors.preferredContact?.message}
              {...field('preferredContact')}
            />
          </fieldset>
          {failed && (
            <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
              {withPrefix('The message could not be sent', failed)}
            </div>
          )}
        </form>
      )}
    </AppModal>
  );
}
