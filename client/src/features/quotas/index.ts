// A trial account's usage against its quotas: the dashboard panel, the hint beside actions, and
// whether a quota is already reached (a form then says so before it is filled).
export { QuotaHint } from './components/quota-hint';
export { TrialUsage } from './components/trial-usage';
export { useQuotaReached } from './hooks/use-quota-reached';
