import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useNotificationAreaRequested } from '@/lib/notification-area';
import { DocumentBranding } from '@/shell/document-branding';

const NotificationArea = lazy(() =>
  import('@/components/notification-area').then((m) => ({ default: m.NotificationArea })),
);

/** Wraps every screen: tab title and icon, and the one notification area once one is shown. */
export function RootLayout() {
  const notifying = useNotificationAreaRequested();
  return (
    <>
      <DocumentBranding />
      <Outlet />
      {notifying && (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      )}
    </>
  );
}
