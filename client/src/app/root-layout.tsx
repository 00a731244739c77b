import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useNotificationAreaWanted, wantNotificationAreaOnInput } from '@/lib/notification-area';
import { DocumentBranding } from '@/shell/document-branding';

const NotificationArea = lazy(() =>
  import('@/components/notification-area').then((m) => ({ default: m.NotificationArea })),
);

/** Wraps every screen: tab title and icon, and the one notification area once it is wanted. */
export function RootLayout() {
  const wanted = useNotificationAreaWanted();
  useEffect(() => wantNotificationAreaOnInput(window), []);
  return (
    <>
      <DocumentBranding />
      <Outlet />
      {wanted && (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      )}
    </>
  );
}
