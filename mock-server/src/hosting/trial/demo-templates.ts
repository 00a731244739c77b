import type { DemoTemplate } from '@contract/demos';
import { loadPersonas } from '../../seed/fixtures';
import { SCENARIOS } from '../../seed/scenarios/index';
import { SEED_TEMPLATE } from '../../storage/policies/templates';
import type { HostedTrial } from './hosted-trial';

/** The persona's credentials, for when a link is not enough (a demo persona's fixture password). */
export function signsInAsOf(email: string): { email: string; password: string } {
  const scenario = SCENARIOS.find((s) => s.signsInAs.email === email);
  if (scenario) return { ...scenario.signsInAs };
  const persona = loadPersonas().users.find((u) => u.email === email);
  return { email, password: persona?.password ?? '' };
}

/**
 * The templates a demo can be made from: the scenarios the trial has made, the seed's, then
 * the ones the operator saved (signed in as the trial's persona).
 */
export async function demoTemplates(trial: HostedTrial): Promise<DemoTemplate[]> {
  const names = new Set(await trial.templates.list());
  const scenarios = SCENARIOS.filter((s) => names.has(s.name)).map((s): DemoTemplate => ({
    name: s.name,
    title: s.title,
    description: s.description,
    kind: 'scenario',
    signsInAs: { ...s.signsInAs },
  }));
  const made = new Set(scenarios.map((s) => s.name));
  const others = [...names]
    .filter((name) => !made.has(name))
    .sort((a, b) => (a === SEED_TEMPLATE ? -1 : b === SEED_TEMPLATE ? 1 : a.localeCompare(b)))
    .map((name): DemoTemplate => ({
      name,
      title: name === SEED_TEMPLATE ? 'The sandbox' : name,
      description:
        name === SEED_TEMPLATE
          ? 'The sandbox as every trial starts: resellers, customers, teams and VMs'
          : 'A template the operator saved',
      kind: name === SEED_TEMPLATE ? 'scenario' : 'saved',
      signsInAs: signsInAsOf(trial.config.persona),
    }));
  return [...scenarios, ...others];
}
