import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hiddenCharactersMessage } from '../../contract/free-text';
import { NETWORK_MESSAGES } from '../../contract/network-messages';
import { networkBody } from './support/networks';
import { createTestApp, type TestApp } from './support/test-app';
import { signInAs, type As } from './support/vms';

// What the validation library says when a schema gives no words of its own.
const LIBRARY_WORDING =
  /Too (small|big):|Invalid (input|option|string|ISO|email address|URL|UUID|key in|element in)|expected .*(received|to (be|have))|Unrecognized key/;

type Route = { method: string; url: string; schema: Record<string, unknown> };

let t: TestApp;
let customer: As;
/** The routes of this test's app that check a body or a query. */
let routes: Route[];
beforeEach(async () => {
  routes = [];
  t = await createTestApp({
    beforeReady: (app) =>
      app.addHook('onRoute', (r) => {
        const schema = r.schema as Record<string, unknown> | undefined;
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        if (r.url.startsWith('/v1/') && schema && (schema.body || schema.querystring))
          for (const method of methods)
            if (method !== 'HEAD') routes.push({ method, url: r.url, schema });
      }),
  });
  customer = await signInAs(t, 'customer');
});

const keysOf = (schema: unknown) =>
  schema instanceof z.ZodType
    ? Object.keys(
        (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
          .properties ?? {},
      )
    : [];

const messagesOf = (body: { message?: string; errors?: { msg: string }[] }) => [
  body.message ?? '',
  ...(body.errors ?? []).map((e) => e.msg),
];

describe('validation messages', () => {
  it('name the field in our words', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['/v1/virtualMachines/list', { page: 0 }, 'page must be 1 or more'],
      ['/v1/networks/list', { rowsPerPage: 500 }, 'rowsPerPage must be 200 or less'],
      ['/v1/users/list', { rowsPerPage: 'abc' }, 'rowsPerPage must be a number'],
      ['/v1/teams/list', { search: 's'.repeat(201) }, 'search must be 200 characters or fewer'],
      [
        '/v1/virtualMachines/list',
        { sortColumn: 'x' },
        'sortColumn must be one of: "name", "status", "configuration", "createdAt"',
      ],
    ];
    for (const [path, query, message] of cases) {
      const res = await customer.get(path, query).expect(400);
      expect(res.body.message, path).toBe(message);
    }
    // A field with the form's own words keeps them, once.
    const long = await customer
      .post('/v1/networks/create', networkBody({ description: 'd'.repeat(501) }))
      .expect(400);
    expect(long.body.errors).toEqual([
      { path: 'description', msg: NETWORK_MESSAGES.descriptionTooLong },
    ]);
  });

  it("never carry the validation library's own wording, on any route", async () => {
    const bodies = (keys: string[]) => [
      {},
      Object.fromEntries(keys.map((k) => [k, [[]]])),
      Object.fromEntries(keys.map((k) => [k, 'x'.repeat(5000)])),
      Object.fromEntries(keys.map((k) => [k, -1.5])),
    ];
    let checked = 0;
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1');
      const requests = route.schema.body
        ? bodies(keysOf(route.schema.body)).map((body) =>
            route.method === 'GET'
              ? customer.get(path)
              : route.method === 'PUT'
                ? customer.put(path, body)
                : route.method === 'DELETE'
                  ? customer.delete(path).send(body)
                  : customer.post(path, body),
          )
        : bodies(keysOf(route.schema.querystring))
            .slice(1)
            .map((query) => customer.get(path, query as Record<string, string>));
      for (const request of requests) {
        const res = await request;
        if (res.status !== 400) continue;
        checked += 1;
        for (const message of messagesOf(res.body))
          expect(message, `${route.method} ${route.url}`).not.toMatch(LIBRARY_WORDING);
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('name a prototype key in a JSON body instead of calling it malformed', async () => {
    for (const [body, key] of [
      ['{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}', '__proto__'],
      ['{"constructor":{"prototype":{"x":1}}}', 'constructor.prototype'],
    ]) {
      const res = await t.api
        .post('/v1/auth/login')
        .set('content-type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: `A request body may not contain the key "${key}"`,
        data: null,
      });
    }
  });
});

describe('free-text fields', () => {
  const HIDDEN = ['\u0000', '\u001B', '\u202E', '\u2066', '\u200B', '\uFEFF', '\uD800'];

  it('refuse control, invisible and direction characters, naming the field', async () => {
    const cases: [string, (bad: string) => object, string][] = [
      ['/v1/teams/create', (bad) => ({ name: `Ops${bad}Team`, parentTeamId: null }), 'name'],
      ['/v1/networks/create', (bad) => networkBody({ description: `we${bad}b` }), 'description'],
      ['/v1/support/sendEmail', (bad) => ({ message: `Help${bad} please` }), 'message'],
      [
        '/v1/entity/contacts/create',
        (bad) => ({ contactTypeId: 1, firstName: `An${bad}n`, lastName: 'Lee', email: 'a@b.co' }),
        'firstName',
      ],
    ];
    for (const [path, body, field] of cases)
      for (const bad of HIDDEN) {
        const res = await customer.post(path, body(bad));
        expect(res.status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.errors).toContainEqual({
          path: field,
          msg: hiddenCharactersMessage(field),
        });
      }
  });

  it('still take line breaks in multi-line text and any alphabet in names', async () => {
    await customer.post('/v1/support/sendEmail', { message: 'Line one\nLine two' }).expect(200);
    await customer
      .post('/v1/teams/create', { name: 'Équipe 東京', parentTeamId: null })
      .expect(200);
    const res = await customer.post('/v1/teams/create', { name: 'Ops\nTeam', parentTeamId: null });
    expect(res.status).toBe(400);
  });
});
