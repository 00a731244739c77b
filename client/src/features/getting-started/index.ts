// The getting-started area's public surface: the dashboard's checklist, the sidebar's progress
// and the user menu's way back to a dismissed checklist.
export { GettingStartedPanel } from './components/getting-started-panel';
export { GettingStartedIndicator } from './components/getting-started-indicator';
export { ShowGettingStarted } from './components/show-getting-started';
