import type { Config } from './config';
import { loadPersonas } from './seed/fixtures';
import { TEAMMATE_PASSWORD } from './seed/seed-people';

/** The banner printed at start, so whoever runs the demo knows where to go and how to sign in. */
export function startBanner(config: Config, storeNote: string): string {
  const personas = loadPersonas();
  const width = Math.max(...personas.users.map((u) => u.email.length));
  const logins = personas.users.map((u) =>
    u.password
      ? `  ${u.email.padEnd(width)}  ${u.password.padEnd(18)}  ${u.demonstrates}`
      : `  ${u.email.padEnd(width)}  ${'(invited)'.padEnd(18)}  ${u.demonstrates}`,
  );
  return [
    '',
    `  Stratus sandbox (mock provider API)`,
    `  Portal:  ${config.portalUrl}`,
    `  API:     ${config.publicOrigin}/v1`,
    `  Outbox:  ${config.publicOrigin}/__sandbox/outbox   (MFA codes, reset and invitation links)`,
    `  Data:    ${storeNote}`,
    `  MFA:     ${config.mfaCode ? `fixed code ${config.mfaCode}` : 'a fresh code per login, read it from the outbox'}`,
    '',
    '  Demo logins:',
    ...logins,
    `  (every other seeded user: ${TEAMMATE_PASSWORD})`,
    '',
  ].join('\n');
}
