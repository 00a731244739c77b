import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export const SELECT_PLACEHOLDER = '-- Select --';
export const SELECT_NO_OPTIONS = 'No options found';

export type SelectOption<V extends string | number = string | number> = { value: V; label: string };

type SelectDropdownProps<V extends string | number> = {
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  placeholder?: string;
  /** Adds a filter box above the list (case-insensitive match on the label). */
  searchable?: boolean;
  searchPlaceholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
};

/** A dropdown, plain or searchable, driven by mouse or keyboard (arrows, Enter, Escape). */
export function SelectDropdown<V extends string | number>(props: SelectDropdownProps<V>) {
  const {
    options,
    value,
    onChange,
    placeholder = SELECT_PLACEHOLDER,
    searchable,
    disabled,
  } = props;
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const needle = query.trim().toLowerCase();
  const visible = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const selected = options.find((o) => o.value === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openList = () => {
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.value === value),
      ),
    );
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (option: SelectOption<V> | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };

  // Focus moves into the open list (or its filter box) so the arrows work at once.
  useEffect(() => {
    if (open) (searchRef.current ?? listRef.current)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open)
      listRef.current
        ?.querySelector('[data-active="true"]')
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = visible.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
      ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
      Home: () => setActive(0),
      End: () => setActive(Math.max(0, last)),
      Enter: () => choose(visible[active]),
      Escape: () => close(),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };

  const activeId = visible[active] ? optionId(active) : undefined;
  return (
    <div ref={rootRef} className={`select-dropdown ${props.className ?? ''}`}>
      <button
        ref={buttonRef}
        id={props.id}
        type="button"
        className="form-select text-start select-dropdown-toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={props['aria-label']}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span className={selected ? undefined : 'text-secondary'}>
          {selected?.label ?? placeholder}
        </span>
      </button>
      {open && (
        <div className="select-dropdown-menu">
          {searchable && (
            <input
              ref={searchRef}
              type="search"
              className="form-control form-control-sm"
              placeholder={props.searchPlaceholder ?? 'Search...'}
              aria-label={props.searchPlaceholder ?? 'Search options'}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={activeId}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onListKeyDown}
            />
          )}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={props['aria-label'] ?? 'Options'}
            aria-activedescendant={searchable ? undefined : activeId}
            className="select-dropdown-list"
            onKeyDown={searchable ? undefined : onListKeyDown}
          >
            {visible.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active}
                className="select-dropdown-option"
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {visible.length === 0 && <div className="select-dropdown-empty">{SELECT_NO_OPTIONS}</div>}
        </div>
      )}
    </div>
  );
}
