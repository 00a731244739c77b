import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import type { DomainContext } from '../shared/context';
import { consoleUrlFor, issueConsoleTicket, spendConsoleTicket } from './console-ticket';
import { contextAt } from '../../testing/domain-context';

const now = new Date('2026-03-15T10:00:00.000Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);

function setup() {
  const world: World = emptyWorld({ seed: 1, now, jwtSecret: 'x'.repeat(48) });
  world.refreshFamilies.push({
    id: 1,
    userId: 1,
    mfaVerified: true,
    currentJti: 'j',
    previousJti: null,
    rotatedAt: now.toISOString(),
    revoked: false,
    createdAt: now.toISOString(),
    expiresAt: later(3600).toISOString(),
  });
  const ctx = (at = now): DomainContext => contextAt(world, at);
  const ticket = issueConsoleTicket(ctx(), { vmId: 7, companyId: 2, familyId: 1 });
  return { world, ctx, ticket };
}

describe('console tickets', () => {
  it('open one page, once, within five minutes', () => {
    const { ctx, ticket } = setup();
    expect(spendConsoleTicket(ctx(later(299)), ticket, 7)).toMatchObject({ vmId: 7, companyId: 2 });
    expect(spendConsoleTicket(ctx(later(299)), ticket, 7)).toBeNull();
    const late = setup();
    expect(spendConsoleTicket(late.ctx(later(301)), late.ticket, 7)).toBeNull();
  });

  it('die with the session that asked for them', () => {
    const { world, ctx, ticket } = setup();
    world.refreshFamilies.byId(1)!.revoked = true;
    expect(spendConsoleTicket(ctx(), ticket, 7)).toBeNull();
  });

  it('refuse another VM, another secret, a missing or forged ticket', () => {
    const { world, ctx, ticket } = setup();
    expect(spendConsoleTicket(ctx(), ticket, 8)).toBeNull();
    expect(spendConsoleTicket(ctx(), undefined, 7)).toBeNull();
    const unsigned = jwt.sign({ typ: 'console', tid: 1, vmId: 7 }, '', { algorithm: 'none' });
    expect(spendConsoleTicket(ctx(), unsigned, 7)).toBeNull();
    const foreign = jwt.sign({ typ: 'console', tid: 1, vmId: 7 }, 'y'.repeat(48));
    expect(spendConsoleTicket(ctx(), foreign, 7)).toBeNull();
    expect(world.consoleTickets.first()?.usedAt).toBeNull(); // none of those spent it
  });

  it('builds a URL on the public origin', () => {
    expect(consoleUrlFor('http://localhost:4000', 7, 'a.b.c')).toBe(
      'http://localhost:4000/console/7?ticket=a.b.c',
    );
  });
});
