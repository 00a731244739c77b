import type { RouteObject } from 'react-router-dom';
import { ConsoleLayout } from './components/console-layout';
import { RequireUser } from './components/require-user';

/** The console's screens, each lazy; all but sign-in and activation need a signed-in user. */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleLayout />,
    children: [
      {
        path: '/sign-in',
        lazy: () => import('./screens/sign-in').then((m) => ({ Component: m.SignInScreen })),
      },
      {
        path: '/activate',
        lazy: () => import('./screens/activate').then((m) => ({ Component: m.ActivateScreen })),
      },
      {
        element: <RequireUser />,
        children: [
          {
            index: true,
            lazy: () => import('./screens/demos-list').then((m) => ({ Component: m.DemosScreen })),
          },
          {
            path: '/demos/new',
            lazy: () => import('./screens/new-demo').then((m) => ({ Component: m.NewDemoScreen })),
          },
          {
            path: '/demos/:id',
            lazy: () =>
              import('./screens/demo-detail').then((m) => ({ Component: m.DemoDetailScreen })),
          },
          {
            path: '/trials-kept',
            lazy: () =>
              import('./screens/trials-kept').then((m) => ({ Component: m.TrialsKeptScreen })),
          },
          {
            path: '/insights',
            lazy: () => import('./screens/insights').then((m) => ({ Component: m.InsightsScreen })),
          },
          {
            path: '/deliveries',
            lazy: () =>
              import('./screens/deliveries').then((m) => ({ Component: m.DeliveriesScreen })),
          },
          {
            path: '/mail',
            lazy: () => import('./screens/mail').then((m) => ({ Component: m.MailScreen })),
          },
          {
            path: '/sellers',
            lazy: () => import('./screens/sellers').then((m) => ({ Component: m.SellersScreen })),
          },
        ],
      },
      { path: '*', element: <p className="p-4">There is no such page in the console.</p> },
    ],
  },
];
