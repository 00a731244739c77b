import { useState } from 'react';
import { imageDataUrl } from '../lib/image-file';

type Props = {
  id: string;
  label: string;
  hint: string;
  onChange: (url: string | undefined) => void;
};

/** A file input for a logo or tab icon: checked here, previewed, handed on as a data: URL. */
export function ImagePicker({ id, label, hint, onChange }: Props) {
  const [preview, setPreview] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const pick = async (file: File | undefined) => {
    const result = file ? await imageDataUrl(file) : { url: undefined, error: undefined };
    setError(result.error);
    setPreview(result.url);
    onChange(result.url);
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="d-flex align-items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error || undefined}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {preview && <img src={preview} alt={`${label} preview`} className="console-preview" />}
      </div>
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
