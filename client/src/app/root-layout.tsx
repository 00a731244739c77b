import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { HostedWorldBannerSpace } from '@/components/hosted-world-banner-space';
import { isHostedWorld } from '@/lib/is-hosted-world';
import { useNotificationAreaWanted, wantNotificationAreaOnInput } from '@/lib/notification-area';
import { DocumentBranding } from '@/shell/document-branding';
import { WithQueries } from './with-queries';

const HostedWorldBanner = lazy(() =>
  import('@/features/hosted-world').then((m) => ({ default: m.HostedWorldBanner })),
);
const PageViews = lazy(() =>
  import('@/features/hosted-world').then((m) => ({ default: m.PageViews })),
);
const NotificationArea = lazy(() =>
  import('@/components/notification-area').then((m) => ({ default: m.NotificationArea })),
);

/**
 * Wraps every screen: tab title and icon, a hosted trial world's banner and page views, and the one notification
 * area once it is wanted.
 */
export function RootLayout() {
  const wanted = useNotificationAreaWanted();
  useEffect(() => wantNotificationAreaOnInput(window), []);
  return (
    <>
      <DocumentBranding />
      {isHostedWorld() && (
        <Suspense fallback={<HostedWorldBannerSpace />}>
          <WithQueries>
            <HostedWorldBanner />
            <PageViews />
          </WithQueries>
        </Suspense>
      )}
      <Outlet />
      {wanted && (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      )}
    </>
  );
}
