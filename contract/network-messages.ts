/**
 * Every word of the network calls, written once: the sandbox refuses with these and the portal
 * shows the same ones under its fields and in its dialogs.
 */
export const NETWORK_MESSAGES = {
  nameRequired: 'Network name is required',
  nameTooLong: 'Network name must be 64 characters or fewer',
  invalidCharacters: 'Invalid characters: ',
  descriptionTooLong: 'Description must be 500 characters or fewer',
  countryRequired: 'Country is required',
  regionRequired: 'Region is required',
  datacenterRequired: 'Datacenter is required',
  cidrRequired: 'CIDR Block is required for Standard Networks',
  dhcpStartRequired: 'DHCP Start Address is required for Standard Networks',
  dhcpEndRequired: 'DHCP End Address is required for Standard Networks',
  defaultRouteRequired: 'Default Route is required for Standard Networks',
  dnsRequired: 'DNS Servers are required for Standard Networks',
  fillRequired: 'Please fill in all required fields',
  typeLocked: 'Network type cannot be changed after creation.',
  invalidIp: 'Enter an IPv4 address such as 10.20.0.1',
  invalidDns: 'Enter one or two IPv4 addresses separated by a comma',
  cidrInvalid: 'Enter a CIDR block such as 10.20.0.0/24',
  cidrPrefix: 'The CIDR prefix must be between /22 and /27',
  cidrNotPrivate: (cidr: string) =>
    `${cidr} is not a private range: use 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16`,
  outsideBlock: 'Must be a usable address of the CIDR block',
  rangeBackwards: 'DHCP End Address must not come before DHCP Start Address',
  routeInPool: 'Default Route must be outside the DHCP range',
  selectNetwork: 'Please select a network first',
  noAvailableNetworks: 'No available networks to connect to',
} as const;

export const NETWORK_ERROR_MESSAGES = {
  notFound: 'Network not found',
  adapterNotFound: 'Network interface not found',
  datacenterNotFound: 'Datacenter not found',
  duplicateName: (name: string) => `A network named "${name}" already exists in this region`,
  connected:
    'Network cannot be modified or deleted while VMs are connected. Please disconnect all VMs first.',
  rangeInUse: 'The address range cannot change while VMs are connected to the network',
  overlap: (name: string, cidr: string) =>
    `This range overlaps the network ${name} (${cidr}) in the same region`,
  failure: 'Network configuration failed',
  interfaceLimit: 'A virtual machine can have at most 5 network interfaces',
  alreadyAttached: 'The virtual machine already has an interface on this network',
  otherRegion: 'Networks must be in the same region as the VM.',
  notReady: 'The network is still being created',
  poolExhausted: (name: string) => `The network ${name} has no free address left`,
  primaryNotRemovable: 'The primary network interface cannot be removed',
  mustStop: 'The VM must be stopped first: its provider has no network hotplug',
  notNow: (status: string) => `Network interfaces cannot change while the VM is ${status}`,
  customNoPublicIp: 'Custom networks have no public IP',
  hasPublicIp: 'The interface already has a public IP',
  noPublicIp: 'The interface has no public IP',
  publicIpsExhausted: 'No public IPv4 address is free',
} as const;

/** What a successful call says (and the portal's toasts, where the portal shows one). */
export const NETWORK_SUCCESS_MESSAGES = {
  list: 'Networks retrieved',
  details: 'Network retrieved',
  cidr: 'CIDR details retrieved',
  create: 'Network is being created',
  update: 'Network updated successfully',
  delete: 'Network is being deleted',
  vms: 'Network VMs retrieved',
  adapters: 'Network adapters retrieved',
  available: 'Available networks retrieved',
  allocate: 'IP allocated successfully',
  release: 'IP deallocated successfully',
  addInterface: 'Network interface is being added',
  interfaceAdded: 'Network interface added successfully',
  removeInterface: 'Network interface removed successfully',
} as const;
