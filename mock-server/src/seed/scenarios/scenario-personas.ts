import type { Persona } from '@contract/sandbox';
import type { World } from '../../model/schema';
import { SCENARIOS } from './index';

/**
 * The personas the scenarios sign in as that live in `world`: a world copied from a scenario
 * (a demo's) offers its own persona for one-click sign-in, although the fixtures do not list it.
 */
export function scenarioPersonasIn(world: World): Persona[] {
  return SCENARIOS.flatMap((scenario) => {
    const { email, password } = scenario.signsInAs;
    const user = world.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (!user) return [];
    const name = `${user.firstName} ${user.lastName}`;
    return [{ email, password, name, demonstrates: `${scenario.title}: ${name}` }];
  });
}

/** The addresses the scenarios sign in as: their passwords are offered, so is their mail. */
export const scenarioPersonaEmails = (): string[] =>
  SCENARIOS.map((scenario) => scenario.signsInAs.email.toLowerCase());
