import type { DemoTemplate } from '@contract/demos';
import { loadPersonas } from '../../seed/fixtures';
import { SCENARIOS } from '../../seed/scenarios';
import type { TemplateStore } from '../../storage/ports/templates';

/**
 * What a demo can start from (GET /__demos/templates): every scenario, with the persona its
 * prospect signs in as, then the templates the operator saved, which are copies of a trial
 * world and so are signed in to as the trial's persona (TRIAL_PERSONA) with its fixture password.
 * The seed is not offered: it is the trial's own start, not a demo.
 */
export async function listDemoTemplates(
  templates: TemplateStore,
  trialPersona: string,
): Promise<DemoTemplate[]> {
  const scenarios = SCENARIOS.map((s): DemoTemplate => ({
    name: s.name,
    title: s.title,
    description: s.description,
    kind: 'scenario',
    signsInAs: { ...s.signsInAs },
  }));
  const saved = (await templates.list()).filter((name) => !templates.isMade(name));
  if (saved.length === 0) return scenarios;
  const persona = loadPersonas().users.find(
    (u) => u.email.toLowerCase() === trialPersona.toLowerCase(),
  );
  const signsInAs = { email: trialPersona, password: persona?.password ?? '' };
  return [
    ...scenarios,
    ...saved.map((name): DemoTemplate => ({
      name,
      title: name,
      description: 'A template the operator saved from a world',
      kind: 'saved',
      signsInAs,
    })),
  ];
}

/** The persona a prospect signs in as in a world copied from `template`. */
export function personaOfTemplate(template: string, trialPersona: string): string {
  return SCENARIOS.find((s) => s.name === template)?.signsInAs.email ?? trialPersona;
}
