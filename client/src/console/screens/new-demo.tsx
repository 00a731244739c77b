import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDemoRequestSchema,
  DEMO_DAYS_DEFAULT,
  DEMO_DAYS_MAX,
  DEMO_DAYS_MIN,
  DEMO_IMAGE_MAX_BYTES,
  DEMO_MESSAGES,
  type CreatedDemo,
} from '@contract/demos';
import { demosApi } from '../api/demos-api';
import { keys } from '../api/queries';
import { DemoLink } from '../components/demo-link';
import { FieldError, fieldMessages } from '../components/field-error';
import { ImagePicker } from '../components/image-picker';
import { TemplatePicker } from '../components/template-picker';

const IMAGE_HINT = `PNG, JPEG, SVG or WebP, up to ${DEMO_IMAGE_MAX_BYTES / 1024} KB.`;

/** A demo for one prospect: their name and logo, a scenario, how long it lives. */
export function NewDemoScreen() {
  const [company, setCompany] = useState('');
  const [logo, setLogo] = useState<string | undefined>();
  const [tabIcon, setTabIcon] = useState<string | undefined>();
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [template, setTemplate] = useState<string | undefined>();
  const [days, setDays] = useState(String(DEMO_DAYS_DEFAULT));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedDemo | null>(null);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: demosApi.create,
    onSuccess: (demo) => {
      setCreated(demo);
      void client.invalidateQueries({ queryKey: keys.demos });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contact =
      contactName.trim() || contactEmail.trim()
        ? {
            ...(contactName.trim() && { name: contactName }),
            ...(contactEmail.trim() && { email: contactEmail }),
          }
        : undefined;
    const request = {
      company,
      logo,
      tabIcon,
      contact,
      template,
      days: Number(days),
      note: note.trim() ? note : undefined,
    };
    const parsed = createDemoRequestSchema.safeParse(request);
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error.issues);
      setErrors(messages);
      document.getElementById(`demo-${Object.keys(messages)[0]}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(request);
  };

  if (created)
    return (
      <section className="console-narrow-wide">
        <h1 tabIndex={-1}>The demo for {company.trim()} is ready</h1>
        <p role="status">{DEMO_MESSAGES.created}.</p>
        <DemoLink url={created.url} />
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to={`/demos/${created.id}`} className="btn btn-primary">
            See the demo
          </Link>
          <Link to="/" className="btn btn-outline-secondary">
            Back to demos
          </Link>
        </div>
      </section>
    );

  const text = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    type = 'text',
  ) => (
    <div className="mb-3">
      <label htmlFor={`demo-${id}`} className="form-label">
        {label}
      </label>
      <input
        id={`demo-${id}`}
        type={type}
        className={`form-control${errors[id] ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!!errors[id] || undefined}
        aria-describedby={errors[id] ? `demo-${id}-error` : undefined}
      />
      <FieldError id={`demo-${id}-error`} message={errors[id]} />
    </div>
  );

  return (
    <section className="console-narrow-wide">
      <h1 tabIndex={-1}>New demo</h1>
      {create.isError && (
        <div className="alert alert-danger" role="alert">
          {create.error.message}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        {text('company', 'Company', company, setCompany)}
        <ImagePicker id="demo-logo" label="Logo" hint={IMAGE_HINT} onChange={setLogo} />
        <ImagePicker
          id="demo-tab-icon"
          label="Tab icon (optional)"
          hint={IMAGE_HINT}
          onChange={setTabIcon}
        />
        <fieldset className="mb-3">
          <legend className="fs-6">Contact (optional)</legend>
          {text('contact-name', 'Contact name', contactName, setContactName)}
          {text('contact', 'Contact email', contactEmail, setContactEmail, 'email')}
        </fieldset>
        <TemplatePicker value={template} onChange={setTemplate} />
        <div className="mb-3">
          <label htmlFor="demo-days" className="form-label">
            Days it lives
          </label>
          <input
            id="demo-days"
            type="number"
            min={DEMO_DAYS_MIN}
            max={DEMO_DAYS_MAX}
            className={`form-control console-days${errors.days ? ' is-invalid' : ''}`}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={!!errors.days || undefined}
            aria-describedby={errors.days ? 'demo-days-error' : undefined}
          />
          <FieldError id="demo-days-error" message={errors.days} />
        </div>
        <div className="mb-3">
          <label htmlFor="demo-note" className="form-label">
            Note for colleagues (optional)
          </label>
          <textarea
            id="demo-note"
            rows={3}
            className={`form-control${errors.note ? ' is-invalid' : ''}`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={errors.note ? 'demo-note-error' : undefined}
          />
          <FieldError id="demo-note-error" message={errors.note} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating the demo...' : 'Create demo'}
        </button>
      </form>
    </section>
  );
}
