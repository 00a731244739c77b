import type { DemoTemplate } from '@contract/demos';
import { loadPersonas } from '../../seed/fixtures';
import type { HostedTrial } from './hosted-trial';

/** What a seller reads about the templates the sandbox makes itself (the operator's are "saved"). */
const SCENARIOS: Record<string, { title: string; description: string; persona?: string }> = {
  seed: {
    title: 'The sandbox',
    description: 'The sandbox as every trial starts: resellers, customers, teams and VMs',
  },
};

/** The persona's credentials, for when a link is not enough (a demo persona's fixture password). */
export function signsInAsOf(email: string): { email: string; password: string } {
  const persona = loadPersonas().users.find((u) => u.email === email);
  return { email, password: persona?.password ?? '' };
}

/**
 * The templates a demo can be made from: the scenarios the sandbox makes, then the ones the
 * operator saved, each with the persona its link signs in as (the trial's, unless the
 * scenario names its own).
 */
export async function demoTemplates(trial: HostedTrial): Promise<DemoTemplate[]> {
  const names = await trial.templates.list();
  return names
    .map((name): DemoTemplate => {
      const scenario = SCENARIOS[name];
      const persona = scenario?.persona ?? trial.config.persona;
      return {
        name,
        title: scenario?.title ?? name,
        description: scenario?.description ?? 'A template the operator saved',
        kind: scenario ? 'scenario' : 'saved',
        signsInAs: signsInAsOf(persona),
      };
    })
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'scenario' ? -1 : 1));
}
