import { useEffect } from 'react';
import { useTemplates } from '../api/queries';
import { LoadFailed } from './load-failed';
import { Loading } from './loading';

type Props = { value: string | undefined; onChange: (name: string) => void };

/** The scenario templates as radio cards: title, description, and who the prospect signs in as. */
export function TemplatePicker({ value, onChange }: Props) {
  const templates = useTemplates();
  const first = templates.data?.[0]?.name;
  // The first is shown chosen from the render that lists them; the form learns it just after.
  const chosen = value ?? first;
  useEffect(() => {
    if (value === undefined && first) onChange(first);
  }, [value, first, onChange]);

  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Scenario</legend>
      {templates.isPending ? (
        <Loading>Loading templates...</Loading>
      ) : templates.isError ? (
        <LoadFailed error={templates.error} retry={() => void templates.refetch()} />
      ) : (
        <div className="console-templates">
          {templates.data.map((t) => (
            <label
              key={t.name}
              className={`console-template${chosen === t.name ? ' is-chosen' : ''}`}
            >
              <input
                type="radio"
                name="template"
                className="form-check-input me-2"
                value={t.name}
                checked={chosen === t.name}
                onChange={() => onChange(t.name)}
              />
              <strong>{t.title}</strong>
              <span className="d-block small">{t.description}</span>
              <span className="d-block small text-body-secondary">
                Signs in as {t.signsInAs.email}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
