import type { ReactNode } from 'react';
import { SelectDropdown, type SelectOption } from './select-dropdown';

export type SectionFilter<V extends string | number> = {
  label: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
};

type SectionHeaderProps<V extends string | number> = {
  title: string;
  subtitle?: string;
  /** Controls on the right: search, refresh and the like. */
  children?: ReactNode;
  filter?: SectionFilter<V>;
  /** Heading level, so a card inside a page keeps the outline right. */
  as?: 'h2' | 'h3';
  /** Lets the surrounding section name itself after the title (aria-labelledby). */
  titleId?: string;
};

/** Title and subtitle of a card or table, with its controls and an optional dropdown filter. */
export function SectionHeader<V extends string | number>(props: SectionHeaderProps<V>) {
  const { title, subtitle, children, filter, as: Heading = 'h2', titleId } = props;
  return (
    <div className="section-header">
      <div className="section-header-text">
        <Heading id={titleId} className="section-header-title">
          {title}
        </Heading>
        {subtitle && <p className="section-header-subtitle">{subtitle}</p>}
      </div>
      {(children || filter) && (
        <div className="section-header-controls">
          {filter && (
            <SelectDropdown
              aria-label={filter.label}
              options={filter.options}
              value={filter.value}
              onChange={filter.onChange}
              className="section-header-filter"
            />
          )}
          {children}
        </div>
      )}
    </div>
  );
}
