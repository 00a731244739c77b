import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  redirectIfSignedIn,
  requireReseller,
  requireSession,
  resolveNotFound,
  startAtSignInInHostedWorld,
} from './guards';
import { RootLayout } from './root-layout';
import { toRouteObjects, type PortalRoute } from './route-gate';

/**
 * The portal's route table. Every screen is lazy-loaded; protected screens sit under the
 * shell, whose loader is the login check. Later areas register their own routes here. Each
 * `import()` is written out in its route (the build reads them to preload a route's code); the
 * support pages share one module, and so do the partner centre's.
 */
const portalRoutes: PortalRoute[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        loader: startAtSignInInHostedWorld,
        lazy: () => import('./routes/public/home-route').then((m) => ({ Component: m.HomeRoute })),
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
        withoutQueries: true,
        lazy: () => import('./routes/auth/login-route').then((m) => ({ Component: m.LoginRoute })),
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
            // Without an id there is no VM to show: the list.
            path: '/virtualMachineDetails',
            loader: () => redirect(paths.virtualMachines()),
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
            path: '/support',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.SupportRoute,
              })),
          },
          {
            path: '/support/faq',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({ Component: m.FaqRoute })),
          },
          {
            path: '/support/policies',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.PoliciesRoute,
              })),
          },
          {
            path: '/support/portalGuides',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.PortalGuidesRoute,
              })),
          },
          {
            path: '/support/technicalDocs',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.TechnicalDocsRoute,
              })),
          },
          {
            path: '/support/releaseNotes',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.ReleaseNotesRoute,
              })),
          },
          {
            path: '/support/openTicket',
            lazy: () =>
              import('./routes/support/support-routes').then((m) => ({
                Component: m.OpenTicketRoute,
              })),
          },
          {
            path: '/partnerCenter',
            loader: requireReseller,
            lazy: () =>
              import('./routes/partner-center/partner-center-routes').then((m) => ({
                Component: m.PartnerCenterRoute,
              })),
          },
          {
            path: '/partnerCenter/productCollateral',
            loader: requireReseller,
            lazy: () =>
              import('./routes/partner-center/partner-center-routes').then((m) => ({
                Component: m.ProductCollateralRoute,
              })),
          },
          {
            path: '/partnerCenter/playbooks',
            loader: requireReseller,
            lazy: () =>
              import('./routes/partner-center/partner-center-routes').then((m) => ({
                Component: m.PlaybooksRoute,
              })),
          },
          {
            path: '/partnerCenter/setupProcesses',
            loader: requireReseller,
            lazy: () =>
              import('./routes/partner-center/partner-center-routes').then((m) => ({
                Component: m.SetupProcessesRoute,
              })),
          },
          {
            path: '/orderServices',
            loader: requireReseller,
            lazy: () =>
              import('./routes/partner-center/partner-center-routes').then((m) => ({
                Component: m.OrderServicesRoute,
              })),
          },
          {
            path: '/teams',
            lazy: () =>
              import('./routes/teams/teams-route').then((m) => ({ Component: m.TeamsRoute })),
          },
          {
            path: '/team',
            lazy: () =>
              import('./routes/teams/team-route').then((m) => ({ Component: m.TeamRoute })),
          },
          {
            path: '/createEditTeam',
            lazy: () =>
              import('./routes/teams/create-edit-team-route').then((m) => ({
                Component: m.CreateEditTeamRoute,
              })),
          },
          {
            path: '/users',
            lazy: () =>
              import('./routes/users/users-route').then((m) => ({ Component: m.UsersRoute })),
          },
          {
            path: '/user',
            lazy: () =>
              import('./routes/users/user-route').then((m) => ({ Component: m.UserRoute })),
          },
          {
            path: '/createUser',
            lazy: () =>
              import('./routes/users/create-user-route').then((m) => ({
                Component: m.CreateUserRoute,
              })),
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
        loader: resolveNotFound,
        lazy: () =>
          import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

/** The routes as react-router renders them (`useRoutes`). */
export const routes = toRouteObjects(portalRoutes);

/** Where the portal is served from. */
export const basename = import.meta.env.BASE_URL;
