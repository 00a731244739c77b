/**
 * Every refusal of the VM calls, written once: the sandbox sends these words and the portal
 * shows the same ones (a disabled button's tooltip, a dialog's error), so the two never differ.
 */
export const VM_ERROR_MESSAGES = {
  notFound: 'Virtual machine not found',
  stillProvisioning: 'VM is still provisioning',
  upgradeNeedsMoreCores: 'Upgrade is only possible to a size with more CPU cores',
  customNotUpgradable: 'Custom virtual machines cannot be upgraded',
  consoleUnavailable: 'Console is currently unavailable',
  teamNotFound: 'Team not found',
  /** A create job's errorMessage when its VMs cannot get an address (and the fail- sentinel). */
  networkFailure: 'Network configuration failed: no free address in the default network',
  datacenterInitializing: 'Datacenter is being initialized. Please try again in a few minutes.',
  datacenterUnavailable: 'Datacenter is currently unavailable',
} as const;

/** The availability reason of a datacenter being set up; the portal then follows its setup job. */
export const DATACENTER_INITIALIZATION_REASON = 'initialization_in_progress';
