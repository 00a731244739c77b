import { lazy } from 'react';

// The dashboard area's public surface; the dashboard route puts the tabs in the page frame.
export { VmUsageTab } from './components/vm-usage-tab';

/**
 * The Teams tab, loaded when it is first opened: its table and delete dialog are not part of
 * the dashboard's first paint. Render it inside a Suspense boundary.
 */
export const DashboardTeams = lazy(() =>
  import('./components/dashboard-teams').then((m) => ({ default: m.DashboardTeams })),
);
