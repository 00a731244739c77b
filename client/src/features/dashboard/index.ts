// The dashboard area's public surface; the dashboard route puts the tabs in the page frame.
export { VmUsageTab } from './components/vm-usage-tab';
export { DashboardTeams } from './components/dashboard-teams';
