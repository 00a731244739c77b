import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** From this width the sidebar is docked and the slide-in menu closes itself. */
export const DOCKED_SIDEBAR_MIN_WIDTH = 1024;

/** Open/closed state of the small-screen menu: closes on navigation, Escape and widening past 1024 px. */
export function useMobileMenuState() {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location.key);
  // Where focus was before opening, so Escape hands it back to the toggle.
  const opener = useRef<HTMLElement | null>(null);

  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!isOpen) return;
    const onResize = () => {
      if (window.innerWidth >= DOCKED_SIDEBAR_MIN_WIDTH) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return { isOpen, open, close };
}
