import type { Config } from '../../config';
import type { World } from '../../model/schema';
import type { PersonaCompany, PersonaUser } from '../fixtures';

/** A world a demo starts from, made once (deterministic: a fixed faker seed) and then copied. */
export type Scenario = {
  name: string;
  title: string;
  /** One line, for the template picker. */
  description: string;
  /** The persona a prospect signs in as. */
  signsInAs: { email: string; password: string };
  make: (config: Config, now: Date) => Promise<World>;
};

type Team = PersonaCompany['teams'][number];

/** Teams without a permission table of their own; a key is the name in lower case. */
export const teams = (...names: (string | [string, string])[]): Team[] =>
  names.map((entry) => {
    const [name, parent] = typeof entry === 'string' ? [entry, null] : entry;
    return {
      key: keyOf(name),
      name,
      parent: parent === null ? null : keyOf(parent),
      permissions: {},
    };
  });

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A company as the seed's fixtures describe one, with what most scenario companies share. */
export function company(
  fields: Pick<PersonaCompany, 'key' | 'name' | 'domain' | 'datacenterIds' | 'teams'> &
    Partial<PersonaCompany>,
): PersonaCompany {
  return {
    isReseller: false,
    isTrial: false,
    resellerKey: null,
    resellerName: null,
    resellerEmail: null,
    logoPath: null,
    tabLogoPath: null,
    generatedUsers: 6,
    vmScale: 1,
    ...fields,
  };
}

/** The administrator a prospect signs in as: admin of every team of the company. */
export function admin(
  c: PersonaCompany,
  who: Pick<PersonaUser, 'email' | 'password' | 'firstName' | 'lastName'>,
): PersonaUser {
  return {
    ...who,
    company: c.key,
    status: 'active',
    forcePasswordReset: false,
    memberships: c.teams.map((t) => ({ team: t.key, roleId: 1 })),
    demonstrates: `The administrator of ${c.name}`,
  };
}
