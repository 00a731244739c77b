import type { CreateNetworkRequest } from '../../../contract/networks';
import type { As } from './vms';
import type { TestApp } from './test-app';

/** A standard /24 in Ashburn (US East) with the provider's layout, unless told otherwise. */
export const networkBody = (over: Partial<CreateNetworkRequest> = {}): CreateNetworkRequest => ({
  name: 'App Tier',
  description: 'Application servers',
  datacenterId: 1,
  networkType: 'standard',
  cidrBlock: '10.60.0.0/24',
  dhcpStartAddress: '10.60.0.10',
  dhcpEndAddress: '10.60.0.254',
  defaultRoute: '10.60.0.1',
  dnsServers: '1.1.1.1, 8.8.8.8',
  snatEnabled: true,
  dhcpServerEnabled: true,
  defaultRouteEnabled: true,
  serveDNSServersEnabled: true,
  ...over,
});

/** The addressing of 10.<second>.<third>.0/24 with the provider's layout. */
export const slash24 = (second: number, third: number) => ({
  cidrBlock: `10.${second}.${third}.0/24`,
  dhcpStartAddress: `10.${second}.${third}.10`,
  dhcpEndAddress: `10.${second}.${third}.254`,
  defaultRoute: `10.${second}.${third}.1`,
});

/** Creates a network through the API and lets its job finish; answers its id. */
export async function readyNetwork(
  t: TestApp,
  who: As,
  over: Partial<CreateNetworkRequest> = {},
): Promise<number> {
  const res = await who.post('/v1/networks/create', networkBody(over)).expect(200);
  t.clock.advance(60_000);
  return res.body.data.resourceId as number;
}
