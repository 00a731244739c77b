import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageViewBatch, postPageViews } from '../lib/page-view-batch';

/** Reports the portal's routes as this hosted world's visitor views them (renders nothing). */
export function PageViews() {
  const { pathname } = useLocation();
  const [batch] = useState(() => new PageViewBatch(postPageViews));
  useEffect(() => batch.viewed(pathname), [batch, pathname]);
  useEffect(() => {
    const leaving = () => {
      if (document.visibilityState === 'hidden') batch.flush(true);
    };
    document.addEventListener('visibilitychange', leaving);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', leaving);
      window.removeEventListener('pagehide', leaving);
      batch.flush(true);
    };
  }, [batch]);
  return null;
}
