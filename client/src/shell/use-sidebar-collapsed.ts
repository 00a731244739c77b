import { useCallback, useState } from 'react';
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

/** The docked sidebar's collapsed state, remembered under local storage key sidebar-collapsed. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(
    () => readString(STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        writeString(STORAGE_KEYS.sidebarCollapsed, String(next));
      } catch {
        // Storage full or blocked: the sidebar still toggles for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle] as const;
}
