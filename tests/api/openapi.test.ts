import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeDoc, UNDOCUMENTED } from '../../mock-server/src/openapi/route-docs';
import { createTestApp } from './support/test-app';
import { LONG_SESSIONS, signInAs } from './support/vms';

type Operation = {
  summary?: string;
  responses: Record<
    string,
    { content?: { 'application/json'?: { schema: object; example?: unknown } } }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

// The document and the routes come from the code, not from a world: one app gives them to every
// test. A test that calls the sandbox makes one of its own.
let doc: Document;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  const t = await createTestApp({
    env: LONG_SESSIONS,
    beforeReady: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url });
      }),
  });
  doc = (await t.api.get('/docs/json').expect(200)).body as Document;
  await t.app.close();
});

const asOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operation = (method: string, url: string) =>
  doc.paths[asOpenApiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document at /docs/json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route with a summary, its refusals and an example', () => {
    const api = routes.filter((r) => routeDoc(r.method, r.url) !== undefined);
    expect(api.length).toBeGreaterThan(50);
    const missing = api
      .filter((r) => !operation(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const undocumented = api
      .filter((r) => operation(r.method, r.url)?.summary === UNDOCUMENTED)
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    const gaps = api.flatMap((r) => {
      const op = operation(r.method, r.url) as Operation;
      const statuses = Object.keys(op.responses);
      const name = `${r.method} ${r.url}`;
      const ok = op.responses['200']?.content?.['application/json'];
      return [
        ...(statuses.includes('200') ? [] : [`${name}: no 200 answer`]),
        ...(ok?.example === undefined ? [`${name}: no example`] : []),
        // Every call can be refused somehow (at the least, a Host this sandbox does not answer to).
        ...(statuses.some((s) => s.startsWith('4')) ? [] : [`${name}: no refusals`]),
      ];
    });
    expect(gaps).toEqual([]);
  });

  it('declares the headers the session travels in, and the refusals of every body', () => {
    type Answer = { headers?: Record<string, { description?: string }> };
    const headersOf = (url: string) =>
      Object.keys((operation('POST', url)?.responses['200'] as Answer).headers ?? {});
    expect(headersOf('/v1/auth/login')).toEqual(['Authorization']);
    expect(headersOf('/v1/auth/mfa')).toEqual(['Authorization', 'Refresh']);
    expect(headersOf('/v1/auth/refreshAuth')).toEqual(['Authorization', 'Refresh']);
    expect(Object.keys(operation('POST', '/v1/auth/login')?.responses ?? {})).toContain('401');
    const writes = routes.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && operation(r.method, r.url),
    );
    const unrefused = writes
      .filter((r) => {
        const statuses = Object.keys((operation(r.method, r.url) as Operation).responses);
        return !statuses.includes('413') || !statuses.includes('415');
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unrefused).toEqual([]);
  });

  it('describes answers as they really are: real responses validate against it', async () => {
    const t = await createTestApp({ env: LONG_SESSIONS });
    const customer = await signInAs(t, 'customer');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const vm = t.store.data.virtualMachines.find(
      (v) => v.deletedAt === null && v.status === 'Running',
    );
    const calls: [string, string][] = [
      ['/v1/users/me', '/v1/users/me'],
      ['/v1/virtualMachines/list', '/v1/virtualMachines/list?page=1'],
      ['/v1/virtualMachines/details/:id', `/v1/virtualMachines/details/${vm?.id}`],
      ['/v1/virtualMachines/GetDashboardData', '/v1/virtualMachines/GetDashboardData'],
      ['/v1/virtualMachines/listCountries', '/v1/virtualMachines/listCountries'],
      ['/v1/teams/list', '/v1/teams/list'],
      ['/v1/networks/listNetAdapters/:id', `/v1/networks/listNetAdapters/${vm?.id}`],
      ['/v1/healthCheck/api', '/v1/healthCheck/api'],
    ];
    for (const [route, path] of calls) {
      const body = (await customer.get(path).expect(200)).body;
      const schema = operation('GET', route)?.responses['200']?.content?.['application/json']
        ?.schema;
      expect(schema, route).toBeDefined();
      const valid = ajv.validate(schema as object, body);
      expect(ajv.errors ?? [], route).toEqual([]);
      expect(valid).toBe(true);
    }
    const refused = (await customer.get('/v1/virtualMachines/details/999999').expect(404)).body;
    const errorSchema = operation('GET', '/v1/virtualMachines/details/:id')?.responses['404']
      ?.content?.['application/json']?.schema;
    expect(ajv.validate(errorSchema as object, refused)).toBe(true);
  });

  it('serves the interactive page at /docs under its own content policy', async () => {
    const t = await createTestApp();
    const page = await t.api.get('/docs/').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('swagger');
  });

  it('serves the same document as YAML at /docs/yaml, the same on each request', async () => {
    const t = await createTestApp();
    const first = await t.api.get('/docs/yaml').expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/x-yaml/);
    expect(first.text).toMatch(/^openapi: 3\.1\.0$/m);
    const paths = Object.keys(doc.paths);
    const missing = paths.filter((p) => !first.text.includes(`\n  ${p}:\n`));
    expect(missing).toEqual([]);
    expect((await t.api.get('/docs/yaml').expect(200)).text).toBe(first.text);
  });
});
