import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import type { TemplateStore } from '../../storage/ports/templates';
import { listDemoTemplates, personaOfTemplate } from './demo-templates';

const world = (): World => emptyWorld({ seed: 1, now: new Date(), jwtSecret: 'x'.repeat(32) });

/** A shelf holding these names; the seed and the scenarios are the made ones. */
function store(names: string[]): TemplateStore {
  const made = new Set(['seed', 'demo-direct', 'demo-reseller', 'demo-enterprise']);
  return {
    has: async (n) => names.includes(n),
    list: async () => [...names].sort(),
    read: async () => world(),
    save: async () => {},
    isMade: (n) => made.has(n),
  };
}

describe('the templates a demo can start from', () => {
  it('are the scenarios, with their personas, then the saved templates as the trial persona', async () => {
    const names = ['seed', 'demo-direct', 'demo-reseller', 'demo-enterprise', 'zeta', 'acme-call'];
    const list = await listDemoTemplates(store(names), 'trial@example.com');
    expect(list.map((t) => [t.name, t.kind])).toEqual([
      ['demo-direct', 'scenario'],
      ['demo-reseller', 'scenario'],
      ['demo-enterprise', 'scenario'],
      ['acme-call', 'saved'],
      ['zeta', 'saved'],
    ]);
    expect(list[0]).toEqual({
      name: 'demo-direct',
      title: 'Direct customer',
      description: 'One company running a handful of teams and VMs on its own account',
      kind: 'scenario',
      signsInAs: { email: 'customer@example.com', password: 'Customer#Demo2026' },
    });
    expect(list[1]?.signsInAs.email).toBe('reseller@example.com');
    expect(list[2]?.signsInAs).toEqual({
      email: 'admin@globex.example',
      password: 'Enterprise#Demo2026',
    });
    expect(list[3]).toEqual({
      name: 'acme-call',
      title: 'acme-call',
      description: 'A template the operator saved from a world',
      kind: 'saved',
      signsInAs: { email: 'trial@example.com', password: 'Trial#Demo2026' },
    });
  });

  it('names the persona of a world copied from a template', () => {
    expect(personaOfTemplate('demo-reseller', 'trial@example.com')).toBe('reseller@example.com');
    expect(personaOfTemplate('acme-call', 'trial@example.com')).toBe('trial@example.com');
  });
});
