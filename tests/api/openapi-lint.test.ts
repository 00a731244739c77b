import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn } from './support/test-app';
import { LONG_SESSIONS } from './support/vms';

// Paths the provider's own routes make ambiguous to a linter (a literal segment where another
// path has a parameter, in both directions); each still resolves one way in the sandbox. The
// developer guide (docs/developer-guide.md) lists them.
const AMBIGUOUS_BY_DESIGN = [
  '/v1/networks/{id}/vmsForNetwork',
  '/v1/networks/update/{id}',
  '/v1/networks/delete/{id}',
  '/v1/networks/listNetAdapters/{id}',
  '/v1/networks/allocatePublicIp/{id}',
  '/v1/networks/releasePublicIp/{id}',
  '/v1/virtualMachines/details/{id}',
  '/v1/virtualMachines/{id}/availableNetworks',
  '/v1/virtualMachines/{id}/addNetworkInterfaces',
];

type Parameter = { in: string; name: string; example?: string | number };
type Operation = {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: { 'application/json'?: { example?: unknown } } };
  'x-example-login'?: string;
};

// The made-up token of an emailed link is refused as such (never for the body's shape).
const NEEDS_AN_EMAILED_LINK = [
  'POST /v1/users/resetPasswordFromEmail/{token}',
  'POST /v1/users/confirmEmail/{token}',
];

// Calls of a hosted trial world only: the one world tried here answers that it is not one.
const HOSTED_ONLY = ['POST /__sandbox/keep', 'POST /__sandbox/contact-sales'];

// The document comes from the routes, not from a world: one app's copy serves both tests.
let source: string;
beforeAll(async () => {
  const t = await createTestApp({ env: LONG_SESSIONS });
  source = (await t.api.get('/docs/json').expect(200)).text;
  await t.app.close();
}, 60_000);

describe('the API document, as a third-party linter reads it', () => {
  it("passes Redocly's recommended rules, but for the ambiguous paths the routes impose", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({
      rule: p.ruleId,
      severity: p.severity,
      where: p.location[0]?.pointer,
      message: p.message,
    }));
    const ambiguous = found.filter((p) => p.rule === 'no-ambiguous-paths');
    expect(found.filter((p) => p.rule !== 'no-ambiguous-paths')).toEqual([]);
    for (const p of ambiguous)
      expect(
        AMBIGUOUS_BY_DESIGN.filter((path) => p.message.includes(`\`${path}\``)),
        p.message,
      ).toHaveLength(2);
  }, 60_000);
});

/** One call as "Try it out" sends it: every example as given, signed in as the login it names. */
function tryItOut(path: string, op: Operation) {
  const example = (where: string) => (op.parameters ?? []).filter((p) => p.in === where);
  let url = path;
  for (const p of example('path')) url = url.replace(`{${p.name}}`, String(p.example));
  const query = Object.fromEntries(
    example('query')
      .filter((p) => p.example !== undefined)
      .map((p) => [p.name, p.example]),
  );
  const body = op.requestBody?.content['application/json']?.example;
  const login = op['x-example-login'];
  return { url, query, body, login, signedIn: login !== undefined };
}

describe('the examples in the API document', () => {
  it('work as sent in the seeded sandbox by the login each names: every read answers 200, no write is refused for its input or its sender', async () => {
    // A demo sandbox (SANDBOX_DEMO=1) answers its checklist too.
    const t = await createTestApp({ env: { ...LONG_SESSIONS, SANDBOX_DEMO: '1' } });
    // A token for each demo login an example may be written for, by email.
    const tokens = new Map<string, string>();
    for (const { email, password } of [DEMO.customer, DEMO.reseller])
      tokens.set(email, bearer((await signIn(t, email, password)).accessToken));
    const { paths } = JSON.parse(source) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method, path, op })),
    );
    // Reads first, then writes, deletes last; the sandbox's own controls (a reset ends every
    // session) after the API.
    const rank = (o: { method: string; path: string }) =>
      (o.path.startsWith('/__sandbox') ? 10 : 0) +
      (o.method === 'get' ? 0 : o.method === 'delete' ? 2 : 1);
    operations.sort((a, b) => rank(a) - rank(b));
    const refused: string[] = [];
    const deleted = new Set<string>();
    for (const { method, path, op } of operations) {
      const { url, query, body, login, signedIn } = tryItOut(path, op);
      let request = t.api[method as 'get'](url).query(query);
      if (signedIn) {
        const token = tokens.get(login ?? '');
        if (!token) throw new Error(`${method} ${path} names no demo login: ${login}`);
        request = request.set('authorization', token);
      }
      const res = await (body === undefined ? request : request.send(body as object));
      const call = `${method.toUpperCase()} ${path}`;
      // A record deleted at its REST path is already gone at its verb path.
      const record = url.replace('/delete/', '/');
      if (method === 'delete' && res.status === 200) deleted.add(record);
      const fine =
        method === 'get'
          ? res.status === 200
          : [200, 401, 409].includes(res.status) ||
            (res.status === 404 && deleted.has(record)) ||
            (NEEDS_AN_EMAILED_LINK.includes(call) && res.status === 400 && !res.body.errors) ||
            (HOSTED_ONLY.includes(call) && res.status === 404);
      if (!fine) refused.push(`${call}: ${res.status} ${res.body?.message}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
