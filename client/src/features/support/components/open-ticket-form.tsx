import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircleFill, PencilSquare, Send } from 'react-bootstrap-icons';
import { supportMessageSchema, SUPPORT_MESSAGES, type SupportMessage } from '@contract/support';
import { useSendSupportEmail } from '@/api/support/send-support-email';
import { canSubmitMessage, messageCounter } from '../lib/message-counter';

const TONES = { normal: 'text-secondary', warning: 'text-warning', over: 'text-danger' } as const;

/**
 * One message to support. Once sent, the success box replaces the form (no second click can
 * file the same ticket again); writing another brings back an empty form.
 */
export function OpenTicketForm() {
  const send = useSendSupportEmail();
  // Set once the form comes back for another message: focus goes to its field.
  const [again, setAgain] = useState(false);
  if (send.isSuccess)
    return (
      <TicketSent
        onWriteAnother={() => {
          send.reset();
          setAgain(true);
        }}
      />
    );
  return <TicketForm send={send} focusOnMount={again} />;
}

function TicketSent({ onWriteAnother }: { onWriteAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: focus goes to what replaced them, not to the page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="alert alert-success d-flex gap-3 mb-0" role="status">
      <CheckCircleFill className="fs-4 flex-shrink-0" aria-hidden="true" />
      <div>
        <h2 ref={heading} className="h6 mb-1" tabIndex={-1}>
          {SUPPORT_MESSAGES.sent}
        </h2>
        <p className="mb-2">
          Our support team will respond within 24 hours during business hours. A confirmation email
          with a copy of your message is on its way to you.
        </p>
        <button type="button" className="btn btn-sm btn-outline-success" onClick={onWriteAnother}>
          <PencilSquare className="me-2" aria-hidden="true" />
          Write another request
        </button>
      </div>
    </div>
  );
}

type FormProps = { send: ReturnType<typeof useSendSupportEmail>; focusOnMount: boolean };

function TicketForm({ send, focusOnMount }: FormProps) {
  const { register, handleSubmit, control, formState, setFocus } = useForm<SupportMessage>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { message: '' },
  });
  const message = useWatch({ control, name: 'message' });
  const counter = messageCounter(message);
  const error = formState.errors.message?.message;
  useEffect(() => {
    if (focusOnMount) setFocus('message');
  }, [focusOnMount, setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))}>
      <label htmlFor="support-message" className="form-label fw-semibold">
        Message
      </label>
      <textarea
        id="support-message"
        rows={10}
        className={`form-control${error ? ' is-invalid' : ''}`}
        placeholder="Describe the problem: what you did, what you expected, and the names of the virtual machines or networks involved."
        aria-invalid={!!error || undefined}
        aria-describedby="support-message-counter support-message-error"
        readOnly={send.isPending}
        {...register('message')}
      />
      {error && (
        <div id="support-message-error" className="invalid-feedback">
          {error}
        </div>
      )}
      <div className="d-flex justify-content-end small mt-1">
        <span
          id="support-message-counter"
          className={`message-counter ${TONES[counter.tone]}`}
          data-testid="message-counter"
          aria-live="polite"
        >
          {counter.text}
        </span>
      </div>
      {send.isError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {send.error.message}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-3"
        disabled={!canSubmitMessage(message) || send.isPending}
      >
        <Send className="me-2" aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Submit Request'}
      </button>
    </form>
  );
}
