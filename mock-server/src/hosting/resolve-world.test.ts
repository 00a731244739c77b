import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { WorldDeps } from '../application/world-deps';
import { installWorldResolution } from './resolve-world';
import type { Resolution, WorldHost } from './world-host';

/** A server whose host answers each request only when the test says so. */
async function heldServer() {
  const app = Fastify();
  const responses: http.ServerResponse[] = [];
  const waiting: ((resolution: Resolution) => void)[] = [];
  let handled = 0;
  app.addHook('onRequest', (_request, reply, done) => {
    responses.push(reply.raw);
    done();
  });
  const host = { resolve: () => new Promise<Resolution>((r) => waiting.push(r)) };
  installWorldResolution(app, host as unknown as WorldHost);
  app.get('/v1/anything', async () => {
    handled++;
    return { message: 'Done', data: null };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onTestFinished(() => app.close());
  const { port } = app.server.address() as AddressInfo;
  return { port, responses, waiting, handled: () => handled };
}

const world = (release: () => void): Resolution => ({
  kind: 'world',
  world: { store: { shared: false } } as unknown as WorldDeps,
  release,
});

describe('world resolution', () => {
  it('holds the world until the answer is sent, then lets it go once', async () => {
    const server = await heldServer();
    const answer = fetch(`http://127.0.0.1:${server.port}/v1/anything`);
    await vi.waitUntil(() => server.waiting.length === 1);
    const release = vi.fn();
    server.waiting[0]?.(world(release));
    expect((await answer).status).toBe(200);
    await vi.waitUntil(() => release.mock.calls.length === 1);
    expect(server.handled()).toBe(1);
  });

  it('lets the world go at once, running nothing, when the client left while its request waited', async () => {
    const server = await heldServer();
    const request = http.request({ port: server.port, path: '/v1/anything' });
    request.on('error', () => {});
    request.end();
    await vi.waitUntil(() => server.waiting.length === 1);
    request.destroy();
    await vi.waitUntil(() => server.responses[0]?.closed === true);
    const release = vi.fn();
    server.waiting[0]?.(world(release));
    await vi.waitUntil(() => release.mock.calls.length === 1);
    expect(server.handled()).toBe(0);
  });
});
