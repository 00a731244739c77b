import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { consoleUrlFor, signConsoleTicket, verifyConsoleTicket } from './console-ticket';

const secret = 'x'.repeat(48);
const now = new Date('2026-03-15T10:00:00.000Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);

describe('console tickets', () => {
  const ticket = signConsoleTicket(secret, { vmId: 7, companyId: 2 }, now);

  it('verifies for its VM for five minutes', () => {
    expect(verifyConsoleTicket(secret, ticket, 7, later(299))).toMatchObject({
      vmId: 7,
      companyId: 2,
    });
    expect(verifyConsoleTicket(secret, ticket, 7, later(301))).toBeNull();
  });

  it('refuses another VM, another secret, a missing or forged ticket', () => {
    expect(verifyConsoleTicket(secret, ticket, 8, now)).toBeNull();
    expect(verifyConsoleTicket('y'.repeat(48), ticket, 7, now)).toBeNull();
    expect(verifyConsoleTicket(secret, undefined, 7, now)).toBeNull();
    const unsigned = jwt.sign({ typ: 'console', vmId: 7, companyId: 2 }, '', {
      algorithm: 'none',
    });
    expect(verifyConsoleTicket(secret, unsigned, 7, now)).toBeNull();
    const access = jwt.sign({ typ: 'access', vmId: 7, companyId: 2 }, secret);
    expect(verifyConsoleTicket(secret, access, 7, now)).toBeNull();
  });

  it('builds a URL on the public origin', () => {
    expect(consoleUrlFor('http://localhost:4000', 7, 'a.b.c')).toBe(
      'http://localhost:4000/console/7?ticket=a.b.c',
    );
  });
});
