import { useSyncExternalStore } from 'react';
import { CircleHalf } from 'react-bootstrap-icons';
import { readColorSchemeChoice, saveColorSchemeChoice } from '@/lib/color-scheme';
import { COLOR_SCHEME_CHOICES, type ColorSchemeChoice } from '@/lib/color-scheme-rule';
import { onStorageChange } from '@/lib/storage';

const LABELS: Record<ColorSchemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/** Light, Dark or System (the default: the operating system's scheme), kept on this device. */
export function ColorSchemeSelect() {
  const choice = useSyncExternalStore(onStorageChange, readColorSchemeChoice, () => 'system');
  return (
    <div className="sidebar-link sidebar-scheme">
      <CircleHalf aria-hidden="true" />
      <select
        aria-label="Theme"
        className="form-select form-select-sm"
        value={choice}
        onChange={(event) => saveColorSchemeChoice(event.target.value as ColorSchemeChoice)}
      >
        {COLOR_SCHEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
