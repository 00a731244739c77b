import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Send } from 'react-bootstrap-icons';
import { inquirySchema, type Inquiry, type InquiryInput } from '@contract/partners';
import { paths } from '@/config/paths';
import { useSubmitInquiry } from '@/api/partners/submit-inquiry';
import { EMPTY_INQUIRY, INQUIRY_FIELDS } from '../lib/inquiry-fields';
import { INQUIRY_REDIRECT_MS } from '../lib/inquiry-redirect';
import { InquiryResult } from './inquiry-result';
import { InquiryTextField } from './inquiry-text-field';
import { MessageField } from './message-field';

export function InquiryForm() {
  const navigate = useNavigate();
  const submit = useSubmitInquiry();
  const { register, handleSubmit, clearErrors, setError, control, formState } = useForm<
    InquiryInput,
    unknown,
    Inquiry
  >({
    resolver: zodResolver(inquirySchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_INQUIRY,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const { errors, touchedFields, dirtyFields } = formState;
  const succeeded = submit.data?.ok === true;
  const locked = submit.isPending || succeeded;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.home()), INQUIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  // Editing a field clears its message; the whole form is checked again on the next submit.
  const field = (name: keyof InquiryInput) => register(name, { onChange: () => clearErrors(name) });
  const onSubmit = handleSubmit((inquiry) =>
    submit.mutate(inquiry, {
      onSuccess: (outcome) => {
        if (outcome.ok) return;
        for (const { path, msg } of outcome.fieldErrors) {
          setError(path as keyof InquiryInput, { type: 'server', message: msg });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Partner inquiry">
      <fieldset disabled={locked}>
        <div className="row g-3">
          {INQUIRY_FIELDS.map((f) => (
            <InquiryTextField
              key={f.name}
              field={f}
              registration={field(f.name)}
              error={errors[f.name]?.message}
            />
          ))}
          <MessageField
            registration={field('message')}
            value={message}
            error={errors.message?.message}
            touched={!!(touchedFields.message || dirtyFields.message)}
          />
        </div>
      </fieldset>
      <div className="mt-4">
        <InquiryResult outcome={submit.data} />
      </div>
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-end mt-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => navigate(paths.home())}
        >
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4" disabled={locked}>
          {submit.isPending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            <>
              <Send className="me-2" aria-hidden="true" />
              Submit Inquiry
            </>
          )}
        </button>
      </div>
    </form>
  );
}
