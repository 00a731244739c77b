import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusQuietly } from '@/lib/last-focused';

// A screen whose title waits for its data (a VM's name) gets its heading a little later.
const WAIT_MS = 5000;

/**
 * After a move to another screen, focus goes to that screen's heading, so the keyboard and
 * screen readers start there instead of at the top of the page (where focus falls when the
 * link or row that was clicked goes away). A dialog that opened meanwhile keeps focus, and so
 * does a control the user chose while the heading was still on its way.
 */
export function useFocusHeading(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const area = main.current;
    if (!area) return;
    const before = document.activeElement;
    const focusHeading = () => {
      const heading = area.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const now = document.activeElement;
      // While a late heading was awaited the user may have gone on (into a field): stay there.
      const movedOn = now !== before && now !== document.body;
      if (!movedOn && !now?.closest('[role="dialog"]')) {
        heading.tabIndex = -1;
        // Not the user's choice: a dialog opening next goes back to what they had focused.
        focusQuietly(heading);
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(area, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
}
