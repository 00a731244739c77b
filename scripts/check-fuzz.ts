import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { buildApp } from '../mock-server/src/app';
import { oneWorldHost } from '../mock-server/src/hosting/one-world-host';
import { memoryShelf } from '../mock-server/src/storage/memory/memory-shelf';
import { renderApiDocument } from '../mock-server/src/plugins/openapi';
import { readConfig } from '../mock-server/src/config';
import { seedWorld } from '../mock-server/src/seed/seed';
import { fakeClock } from '../mock-server/src/simulation/clock';
import { openMemoryStore } from '../mock-server/src/storage/memory/memory-store';
import { anyJson, fromSchema, urlText } from './fuzz/arbitraries';

/**
 * `npm run check:fuzz [-- --requests N --seed S]`: thousands of bad requests over every route
 * of the sandbox, made from the contract's own schemas by fast-check (shaped values that go deep,
 * wrong types, hostile strings, prototype keys), plus malformed JSON, wrong content types, huge
 * and deep bodies, overlong and traversing parameters, forged and expired tokens, and broken
 * HTTP, then the loads that once stalled the server (a megabyte of nesting posted to sign-in by
 * anyone, a hundred team creates at once). Prints the answers by status and the longest
 * event-loop stall; fails on any 5xx, any answer outside the { message, data } envelope, or a
 * stall over 100 ms that the same requests make again in a second run (a busy machine can slow
 * one run's work threefold; what the code blocks on, it blocks on every time).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 10_000);
const SEED = arg('seed', 20_261_123);
const STALL_LIMIT_MS = 100;

type Route = { method: string; url: string; schema?: Record<string, unknown> };
type Planned = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

const toJson = (schema: unknown) =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Record<
        string,
        never
      >)
    : undefined;

// Pages and files are not API answers: the console is an HTML page (its refusal too), and a
// file found (the control room page, the API reference and its document, an order form) is
// markdown, an image, HTML, YAML, script or style; everything else, a missing file included,
// is an envelope.
const isDocument = (path: string, ok: boolean) =>
  path.startsWith('/console/') ||
  (ok &&
    (/^\/(assets|branding|orderForms)\//.test(path) ||
      /^\/docs(\/|\?|$)/.test(path) ||
      /^\/__sandbox(\/|\/page\/.*)?(\?|$)/.test(path)));

async function main() {
  const first = await fuzzOnce();
  if (first.failures > 0) process.exit(1);
  if (first.longest <= STALL_LIMIT_MS) return;
  console.log(`check:fuzz: a stall over ${STALL_LIMIT_MS} ms: the same requests again`);
  const again = await fuzzOnce();
  if (again.failures > 0 || again.longest > STALL_LIMIT_MS) process.exit(1);
}

/** One run over every route: what failed, and the longest event-loop stall in ms. */
async function fuzzOnce(): Promise<{ failures: number; longest: number }> {
  const now = '2026-03-15T10:00:00.000Z';
  const config = readConfig({ PORTAL_URL: 'http://localhost:5173' });
  const clock = fakeClock(now);
  const store = await openMemoryStore(await seedWorld(config, clock.now()));
  const app = buildApp({
    host: oneWorldHost({ store, clock, config, snapshots: memoryShelf(clock) }),
    checkResponses: false,
  });
  const routes: Route[] = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: r.url, schema: r.schema as never });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  renderApiDocument(app); // as the server does at start
  const { port } = app.server.address() as net.AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  // Resetting the world or signing out mid-run would only end the session the run uses.
  const targets = routes.filter((r) => !['/__sandbox/reset', '/v1/auth/logout'].includes(r.url));

  const secret = store.data.secrets.jwt;
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@example.com', password: 'Customer#Demo2026' }),
  });
  const code = /\b(\d{6})\b/.exec(
    (
      (await (await fetch(`${base}/__sandbox/outbox?to=customer@example.com`)).json()) as {
        data: { text: string }[];
      }
    ).data[0]?.text ?? '',
  )?.[1];
  const mfa = await fetch(`${base}/v1/auth/mfa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: login.headers.get('authorization') ?? '',
    },
    body: JSON.stringify({ code }),
  });
  const valid = mfa.headers.get('authorization') ?? '';
  const epoch = Math.floor(Date.parse(now) / 1000);
  const claims = { typ: 'access', sub: '1', companyId: 1, sid: 1, mfaVerified: true };
  // Half the requests carry the valid token, so the checks behind sign-in are reached too.
  const authorizations = [
    '',
    valid,
    valid,
    valid,
    valid,
    valid,
    valid,
    valid,
    `Bearer ${jwt.sign({ ...claims, iat: epoch, exp: epoch + 60 }, '', { algorithm: 'none' })}`,
    `Bearer ${jwt.sign({ ...claims, iat: epoch, exp: epoch + 60 }, 'not-the-secret')}`,
    `Bearer ${jwt.sign({ ...claims, iat: epoch - 7200, exp: epoch - 3600 }, secret)}`,
    `Bearer ${jwt.sign({ ...claims, companyId: 2, iat: epoch, exp: epoch + 60 }, secret)}`,
    'Bearer x.y.z',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(6000)}`,
  ];

  const bodyOf = (route: Route) =>
    fc.oneof(
      {
        weight: 12,
        arbitrary: fromSchema(toJson(route.schema?.body)).map((v) => JSON.stringify(v) ?? 'null'),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'null',
          '"text"',
          '1',
          'undefined',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
          `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        ),
      },
      { weight: 1, arbitrary: fc.constant(JSON.stringify({ big: 'x'.repeat(1_200_000) })) },
    );
  const request: fc.Arbitrary<Planned> = fc
    .constantFrom(...targets)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(urlText, { minLength: 4, maxLength: 4 }),
        query: fromSchema(toJson(route.schema?.querystring)),
        extraQuery: fc.dictionary(fc.constantFrom('__proto__', 'page', 'x', 'search'), urlText, {
          maxKeys: 2,
        }),
        body: bodyOf(route),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          '',
        ),
        authorization: fc.constantFrom(...authorizations),
        origin: fc.constantFrom('', '', 'http://localhost:5173', 'http://evil.example'),
      }),
    )
    .map(({ route, params, query, extraQuery, body, contentType, authorization, origin }) => {
      let n = 0;
      const filled = route.url.replace(/:[A-Za-z]+/g, () => params[n++] ?? '1');
      // Wildcards (static files, the CORS catch-all) take any rest of the path.
      const path = filled.endsWith('*')
        ? `${filled.slice(0, -1) || '/'}${params[3] ?? ''}`
        : filled;
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(typeof query === 'object' && query ? query : {}))
        search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      for (const [k, v] of Object.entries(extraQuery))
        search.append(k, decodeURIComponent(v.replace(/%(?![0-9a-f]{2})/gi, '%25')));
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (origin) headers.origin = origin;
      const sendsBody = route.method !== 'GET' && route.method !== 'OPTIONS';
      if (sendsBody && contentType) headers['content-type'] = contentType;
      if (route.method === 'OPTIONS' && origin) headers['access-control-request-method'] = 'POST';
      return {
        method: route.method,
        path: `${path}${search.size ? `?${search}` : ''}`,
        headers,
        ...(sendsBody ? { body } : {}),
      };
    });
  const planned = fc.sample(request, { seed: SEED, numRuns: REQUESTS });
  void anyJson;

  const counts = new Map<number, number>();
  const slowest: { ms: number; what: string }[] = [];
  const failures: string[] = [];
  const fail = (what: string) => failures.length < 20 && failures.push(what);
  const stall = monitorEventLoopDelay({ resolution: 10 });
  stall.enable();
  const started = Date.now();
  for (let i = 0; i < planned.length; i += 10) {
    await Promise.all(
      planned.slice(i, i + 10).map(async (p) => {
        let res: Response;
        const sent = performance.now();
        try {
          res = await fetch(`${base}${p.path}`, {
            method: p.method,
            headers: p.headers,
            body: p.body,
          });
          const what = `${p.method} ${p.path.slice(0, 60)} (${p.body?.length ?? 0} bytes)`;
          slowest.push({ ms: performance.now() - sent, what });
        } catch (error) {
          return fail(
            `${p.method} ${p.path.slice(0, 80)}: no answer (${(error as Error).message})`,
          );
        }
        counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
        const text = await res.text();
        if (res.status >= 500)
          return fail(`${p.method} ${p.path.slice(0, 80)}: ${res.status} ${text.slice(0, 120)}`);
        // The URL parser resolves `.` and `..` segments before sending: judge the path that went.
        const sentPath = new URL(res.url).pathname + new URL(res.url).search;
        if (res.status === 204 || isDocument(sentPath, res.ok)) return;
        try {
          const body = JSON.parse(text) as Record<string, unknown>;
          if (typeof body.message !== 'string' || !('data' in body))
            throw new Error('not an envelope');
        } catch {
          fail(
            `${p.method} ${p.path.slice(0, 80)}: ${res.status} outside the envelope: ${text.slice(0, 120)}`,
          );
        }
      }),
    );
  }
  // Broken HTTP that no client library would send.
  const broken = [
    'BLAH\r\n\r\n',
    'GET /v1 /x HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET / HTTP/1.1\r\nNoColonHeader\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    'GET /%ff%fe HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'POST /v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n{"a"',
    'POST /v1/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  ];
  for (const bytes of broken) {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let data = '';
      socket.setTimeout(3000, () => socket.destroy());
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (status === 0) continue; // the connection was simply closed (an incomplete body)
    if (status >= 500) fail(`raw ${JSON.stringify(bytes.slice(0, 40))}: ${status}`);
    try {
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<
        string,
        unknown
      >;
      if (typeof body.message !== 'string') throw new Error();
    } catch {
      fail(`raw ${JSON.stringify(bytes.slice(0, 40))}: answer outside the envelope`);
    }
  }
  // Loads that once held the event loop for 200 ms and more.
  const deep = `{"email":"a@b.co","password":${'['.repeat(500_000)}${']'.repeat(500_000)}}`;
  const loads: [string, () => Promise<Response>[]][] = [
    [
      '1 MB of nesting posted to sign-in',
      () => [
        fetch(`${base}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: deep,
        }),
      ],
    ],
    [
      '100 team creates at once',
      () =>
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${base}/v1/teams/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: valid },
            body: JSON.stringify({ name: `Load ${i}`, parentTeamId: null }),
          }),
        ),
    ],
  ];
  const loadStalls: string[] = [];
  for (const [what, send] of loads) {
    const during = monitorEventLoopDelay({ resolution: 10 });
    during.enable();
    const answers = await Promise.all(send());
    during.disable();
    loadStalls.push(`${what}: ${(during.max / 1e6).toFixed(0)} ms`);
    for (const res of answers) {
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      await res.text();
      if (res.status >= 500) fail(`${what}: ${res.status}`);
    }
  }
  stall.disable();
  await app.close();

  const longest = stall.max / 1e6;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(
    `check:fuzz: ${total.toLocaleString('en')} requests over ${targets.length} routes (seed ${SEED}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  by status: ${[...counts.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s || 'closed'}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  longest event-loop stall: ${longest.toFixed(0)} ms (limit ${STALL_LIMIT_MS} ms)`);
  console.log(`  longest stall under load: ${loadStalls.join('; ')}`);
  slowest.sort((a, b) => b.ms - a.ms);
  console.log(
    `  slowest answers: ${slowest
      .slice(0, 3)
      .map((r) => `${r.ms.toFixed(0)} ms ${r.what}`)
      .join('; ')}`,
  );
  console.log(`  failures: ${failures.length}`);
  for (const f of failures) console.log(`    ${f}`);
  return { failures: failures.length, longest };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
