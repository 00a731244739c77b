import type { SandboxInfo } from '@contract/sandbox';

/** What `/__sandbox/info` answers in a hosted trial world, with its one persona: for tests. */
export const HOSTED_WORLD_INFO: SandboxInfo = {
  sandbox: true,
  controlRoomUrl: 'http://k3x9.localhost:4500/__sandbox/',
  portalUrl: 'http://k3x9.localhost:4500',
  datacenters: [],
  clock: { now: new Date(), paused: false, offsetMinutes: 0, timeScale: 1 },
  scenarios: [],
  outboxCount: 0,
  personas: [
    {
      email: 'trial@example.com',
      password: 'Trial#Demo2026',
      name: 'Mia Chen',
      demonstrates: 'A trial (sandbox) account',
    },
  ],
  hosted: { expiresAt: new Date('2026-12-09T10:00:00Z'), startUrl: 'http://localhost:4500/' },
};
