/**
 * What a trial (sandbox) account may hold at once; other accounts have no per-account limits.
 * The sandbox refuses past these with `quotaRefusal`, and the portal shows those words.
 */
export const TRIAL_QUOTAS = {
  virtualMachines: 5,
  cpuCores: 24,
  networks: 2,
  publicIps: 3,
  users: 5,
} as const;
export type QuotaKey = keyof typeof TRIAL_QUOTAS;
export const QUOTA_KEYS = Object.keys(TRIAL_QUOTAS) as QuotaKey[];

/** How the portal labels each quota where it shows a trial's usage. */
export const QUOTA_LABELS: Record<QuotaKey, string> = {
  virtualMachines: 'Virtual machines',
  cpuCores: 'CPU cores',
  networks: 'Networks',
  publicIps: 'Public IPs',
  users: 'Users',
};

const QUOTA_NAMES: Record<QuotaKey, string> = {
  virtualMachines: 'virtual machines',
  cpuCores: 'CPU cores',
  networks: 'networks (besides Default Networks)',
  publicIps: 'public IPv4 addresses',
  users: 'users',
};

export const quotaRefusal = (key: QuotaKey) =>
  `Trial quota reached: a trial account may have at most ${TRIAL_QUOTAS[key]} ${QUOTA_NAMES[key]}`;

export const QUOTA_REFUSED_STATUS = 403;
