import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { addressLocation } from './route-gate';

/**
 * The router listens to the address only once its first render has committed, and that render
 * yields to the browser (a transition): a Back or Forward pressed meanwhile moves the address
 * unseen. Once the router listens (a passive effect runs after its layout effect), an address
 * that is not the screen's is announced again, as the browser would have: the router follows it.
 */
export function FollowAddressMovedMeanwhile({ basename }: { basename: string }) {
  const shown = useLocation();
  useEffect(() => {
    const now = addressLocation(basename);
    const moved =
      now.key !== shown.key ||
      now.pathname !== shown.pathname ||
      now.search !== shown.search ||
      now.hash !== shown.hash;
    if (moved) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    // Only the first render can have missed one: the router hears every later move itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
