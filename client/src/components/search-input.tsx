import { Search, XLg } from 'react-bootstrap-icons';
type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Defaults to the placeholder, which already says what is searched. */
  'aria-label'?: string;
  className?: string;
};

/** A search box with a magnifier and a clear button once something is typed. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  className,
  ...rest
}: SearchInputProps) {
  return (
    <div className={`search-input ${className ?? ''}`}>
      <Search className="search-input-icon" aria-hidden="true" />
      <input
        type="search"
        className="form-control"
        placeholder={placeholder}
        aria-label={rest['aria-label'] ?? placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button
          type="button"
          className="search-input-clear"
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <XLg aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
