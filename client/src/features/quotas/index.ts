// A trial account's usage against its quotas: the dashboard panel and the hint beside actions.
export { QuotaHint } from './components/quota-hint';
export { TrialUsage } from './components/trial-usage';
