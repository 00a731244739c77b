import { isLoopback, type Config } from './config';
import { loadPersonas } from './seed/fixtures';
import { TEAMMATE_PASSWORD } from './seed/seed-people';

/** The banner printed at start, so whoever runs the demo knows where to go and how to sign in. */
export function startBanner(config: Config, storeNote: string, sandboxKey: string): string {
  const personas = loadPersonas();
  const width = Math.max(...personas.users.map((u) => u.email.length));
  const logins = personas.users.map((u) =>
    u.password
      ? `  ${u.email.padEnd(width)}  ${u.password.padEnd(18)}  ${u.demonstrates}`
      : `  ${u.email.padEnd(width)}  ${'(invited)'.padEnd(18)}  ${u.demonstrates}`,
  );
  const exposed = isLoopback(config.host)
    ? []
    : [
        `  WARNING: listening on ${config.host}: anyone who can reach this machine can reach the sandbox.`,
        `  Sandbox controls (outbox, reset) need the header  x-sandbox-key: ${sandboxKey}`,
        `  Requests must name one of: localhost, ${new URL(config.publicOrigin).hostname}${config.allowedHosts.length ? `, ${config.allowedHosts.join(', ')}` : ''} (SANDBOX_ALLOWED_HOSTS)`,
        '',
      ];
  return [
    '',
    `  Stratus sandbox (mock provider API)`,
    ...exposed,
    `  Portal:  ${config.portalUrl}`,
    `  API:     ${config.publicOrigin}/v1   (documented and tried out at ${config.publicOrigin}/docs)`,
    `  Control: ${config.publicOrigin}/__sandbox/   (outbox, personas, scenarios, clock, snapshots)`,
    `  Data:    ${storeNote}`,
    `  MFA:     ${config.mfaCode ? `fixed code ${config.mfaCode}` : 'a fresh code per login, read it from the outbox'}`,
    '',
    '  Demo logins:',
    ...logins,
    `  (every other seeded user: ${TEAMMATE_PASSWORD})`,
    '',
  ].join('\n');
}
