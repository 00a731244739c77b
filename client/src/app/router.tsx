import { createBrowserRouter } from 'react-router-dom';
import { redirectIfSignedIn, requireSession } from './guards';
import { PageSpinner } from './page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The portal's route table. Every screen is lazy-loaded; protected screens sit under the
 * shell, whose loader is the login check. Later areas register their own routes here.
 */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageSpinner,
      children: [
        {
          path: '/',
          lazy: () =>
            import('./routes/public/home-route').then((m) => ({ Component: m.HomeRoute })),
        },
        {
          path: '/findPartner',
          lazy: () =>
            import('./routes/public/find-partner-route').then((m) => ({
              Component: m.FindPartnerRoute,
            })),
        },
        {
          path: '/login',
          loader: redirectIfSignedIn,
          lazy: () =>
            import('./routes/auth/login-route').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: '/mfa',
          lazy: () => import('./routes/auth/mfa-route').then((m) => ({ Component: m.MfaRoute })),
        },
        {
          path: '/logout',
          lazy: () =>
            import('./routes/auth/logout-route').then((m) => ({ Component: m.LogoutRoute })),
        },
        {
          path: '/forgotPassword',
          lazy: () =>
            import('./routes/auth/forgot-password-route').then((m) => ({
              Component: m.ForgotPasswordRoute,
            })),
        },
        {
          path: '/resetPassword',
          lazy: () =>
            import('./routes/auth/reset-password-route').then((m) => ({
              Component: m.ResetPasswordRoute,
            })),
        },
        {
          path: '/confirmNewUser',
          lazy: () =>
            import('./routes/auth/confirm-new-user-route').then((m) => ({
              Component: m.ConfirmNewUserRoute,
            })),
        },
        {
          loader: requireSession,
          lazy: () => import('@/shell/app-shell').then((m) => ({ Component: m.AppShell })),
          children: [
            {
              path: '/dashboard',
              lazy: () =>
                import('./routes/dashboard/dashboard-route').then((m) => ({
                  Component: m.DashboardRoute,
                })),
            },
            {
              path: '/virtualMachines',
              lazy: () =>
                import('./routes/vms/vm-list-route').then((m) => ({ Component: m.VmListRoute })),
            },
            {
              path: '/createVirtualMachine',
              lazy: () =>
                import('./routes/vms/create-vm-route').then((m) => ({
                  Component: m.CreateVmRoute,
                })),
            },
            {
              path: '/virtualMachineDetails/:virtualMachineId',
              lazy: () =>
                import('./routes/vms/vm-details-route').then((m) => ({
                  Component: m.VmDetailsRoute,
                })),
            },
            {
              path: '/virtualMachineDetails/:virtualMachineId/edit',
              lazy: () =>
                import('./routes/vms/vm-edit-route').then((m) => ({ Component: m.VmEditRoute })),
            },
            {
              path: '/networks',
              lazy: () =>
                import('./routes/networks/network-list-route').then((m) => ({
                  Component: m.NetworkListRoute,
                })),
            },
            {
              path: '/networks/:networkId',
              lazy: () =>
                import('./routes/networks/network-details-route').then((m) => ({
                  Component: m.NetworkDetailsRoute,
                })),
            },
            {
              path: '/networks/:networkId/edit',
              lazy: () =>
                import('./routes/networks/network-form-route').then((m) => ({
                  Component: m.NetworkFormRoute,
                })),
            },
            {
              path: '/createNetwork',
              lazy: () =>
                import('./routes/networks/network-form-route').then((m) => ({
                  Component: m.NetworkFormRoute,
                })),
            },
          ],
        },
        {
          // Full screen in its own window: signed in, but without the shell.
          path: '/virtualMachineConsole/:virtualMachineId',
          loader: requireSession,
          lazy: () =>
            import('./routes/vms/vm-console-route').then((m) => ({
              Component: m.VmConsoleRoute,
            })),
        },
        {
          path: '*',
          lazy: () =>
            import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL },
);
