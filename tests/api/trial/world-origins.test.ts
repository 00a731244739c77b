import { describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES } from '../../../mock-server/src/plugins/sandbox-guard';
import { createWorld, trialApps, worldHost } from '../support/trial-app';

const start = trialApps();

describe("a hosted world's browser callers", () => {
  it('gives CORS with credentials to its own origin only, not to local dev servers or other worlds', async () => {
    const t = await start();
    const world = await createWorld(t);
    const other = await createWorld(t);
    const preflight = (origin: string) =>
      t
        .apex()
        .set('Host', worldHost(world.id))
        .options('/v1/auth/login')
        .set({ origin, 'access-control-request-method': 'POST' });
    const own = await preflight(world.url.slice(0, -1));
    expect(own.headers['access-control-allow-origin']).toBe(world.url.slice(0, -1));
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    for (const stranger of [
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      other.url.slice(0, -1),
      'http://localhost:4500',
    ]) {
      const res = await preflight(stranger);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("refuses the control room to another world's page, even with no Origin", async () => {
    const t = await start();
    const world = await createWorld(t);
    const other = await createWorld(t);
    const outbox = () =>
      t
        .apex()
        .set('Host', worldHost(world.id))
        .get('/__sandbox/outbox')
        .set('x-sandbox-key', world.key);
    const fromOther = await outbox().set('origin', other.url.slice(0, -1)).expect(403);
    expect(fromOther.body.message).toBe(SANDBOX_MESSAGES.foreignOrigin);
    await outbox().set('sec-fetch-site', 'same-site').expect(403);
    await outbox().set('origin', 'http://localhost:5173').expect(403);
    await outbox().set('origin', world.url.slice(0, -1)).expect(200);
    await outbox().set('sec-fetch-site', 'same-origin').expect(200);
  });
});
