import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectDropdown, type SelectOption } from './select-dropdown';

const options: SelectOption<number>[] = [
  { value: 1, label: 'Frankfurt' },
  { value: 2, label: 'London' },
  { value: 3, label: 'New York' },
];

function Harness({
  searchable,
  onChange = vi.fn(),
}: {
  searchable?: boolean;
  onChange?: (v: number) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <SelectDropdown
      aria-label="Region"
      options={options}
      value={value}
      searchable={searchable}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const toggle = () => screen.getByRole('button', { name: 'Region' });
const optionLabels = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SelectDropdown', () => {
  it('shows "-- Select --" until something is chosen', () => {
    render(<Harness />);
    expect(toggle().textContent).toBe('-- Select --');
  });

  it('lists every option when opened and picks one on click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(toggle());
    expect(optionLabels()).toEqual(['Frankfurt', 'London', 'New York']);
    fireEvent.click(screen.getByRole('option', { name: 'London' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(toggle().textContent).toBe('London');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters options case-insensitively in searchable mode', () => {
    render(<Harness searchable />);
    fireEvent.click(toggle());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'LON' } });
    expect(optionLabels()).toEqual(['London']);
  });

  it('says "No options found" when nothing matches', () => {
    render(<Harness searchable />);
    fireEvent.click(toggle());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Tokyo' } });
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('No options found')).toBeTruthy();
  });

  it('is keyboard navigable: arrows move, Enter picks, Escape closes', () => {
    const onChange = vi.fn();
    render(<Harness searchable onChange={onChange} />);
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    const search = screen.getByRole('combobox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(3);
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
