import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { withPrefix } from '@/api/api-error';
import { SelectDropdown } from '@/components/select-dropdown';
import { isCascadeEnabled, type CascadeField as Field } from '@/features/vms/lib/create-cascade';
import { shownError } from '@/features/vms/lib/shown-error';
import type { CreateVmFormState } from './use-create-vm-form';

type Props<T extends { id: number }> = {
  state: CreateVmFormState;
  field: Field;
  label: string;
  query: UseQueryResult<T[]>;
  optionLabel: (item: T) => string;
  /** "Error fetching regions" and the like. */
  errorPrefix: string;
  /** A further gate, e.g. the datacenter must be available before images are offered. */
  blocked?: boolean;
  searchable?: boolean;
  /** Options longer than the control (sizes): the open list may grow wider. */
  wideMenu?: boolean;
  children?: ReactNode;
};

/** One cascade dropdown: off until the choices before it are made, busy while its options load. */
export function CascadeField<T extends { id: number }>(props: Props<T>) {
  const { state, field, label, query, optionLabel, errorPrefix, blocked, searchable } = props;
  const id = `create-vm-${field}`;
  const enabled = isCascadeEnabled(state.cascade, field) && !blocked;
  const loading = enabled && query.isFetching && !query.data;
  const error = shownError(state.form.formState.errors[field]?.message, enabled && !loading);
  const options = (query.data ?? []).map((item) => ({ value: item.id, label: optionLabel(item) }));
  return (
    <div className={`vm-form-field${props.wideMenu ? ' vm-form-field-wide-menu' : ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <SelectDropdown
        id={id}
        options={options}
        value={state.cascade[field]}
        onChange={(value) => state.choose(field, value)}
        placeholder={loading ? 'Loading...' : undefined}
        disabled={!enabled || loading}
        searchable={searchable}
        className={error.invalid ? 'is-invalid' : undefined}
      />
      {loading && (
        <span className="visually-hidden" role="status">
          Loading {label.toLowerCase()}...
        </span>
      )}
      {query.isError && enabled && (
        <div className="invalid-feedback d-block">{withPrefix(errorPrefix, query.error)}</div>
      )}
      {error.text && <div className="invalid-feedback d-block">{error.text}</div>}
      {props.children}
    </div>
  );
}
