import { describe, expect, it } from 'vitest';
import { WRONG_KEYS } from '../../../mock-server/src/plugins/wrong-keys';
import { createWorld, OPERATOR_KEY, trialApps, worldHost } from '../support/trial-app';

const start = trialApps();
// Addresses as the proxy in front reports them.
const env = { TRIAL_TRUST_PROXY: '1' };
const GUESSER = '203.0.113.7';
const SOMEONE_ELSE = '198.51.100.20';

describe('wrong keys counted per address', () => {
  it('answers 429 past the limit of wrong operator keys, even to the right one, from that address only', async () => {
    const t = await start({ env });
    const list = (key: string, from = GUESSER) =>
      t.apex().get('/__worlds').set({ 'x-sandbox-key': key, 'x-forwarded-for': from });
    for (let i = 0; i < WRONG_KEYS.max; i++) await list(`wrong-operator-key-${i}`).expect(403);
    const refused = await list('wrong-operator-key-last').expect(429);
    expect(refused.body.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await list(OPERATOR_KEY).expect(429);
    // The other calls that take the operator's key count the same attempts.
    await t
      .apex()
      .delete('/__worlds/nothing')
      .set({ 'x-sandbox-key': 'wrong', 'x-forwarded-for': GUESSER })
      .expect(429);
    await t
      .apex()
      .get('/metrics')
      .set({ authorization: 'Bearer wrong', 'x-forwarded-for': GUESSER })
      .expect(429);
    await list(OPERATOR_KEY, SOMEONE_ELSE).expect(200);
  });

  it("answers 429 past the limit of wrong world keys, and never counts the world's own key", async () => {
    const t = await start({ env });
    const world = await createWorld(t);
    const outbox = (key: string, from = GUESSER) =>
      t
        .apex()
        .set('Host', worldHost(world.id))
        .get('/__sandbox/outbox')
        .set({ 'x-sandbox-key': key, 'x-forwarded-for': from });
    for (let i = 0; i < WRONG_KEYS.max + 5; i++) await outbox(world.key).expect(200);
    for (let i = 0; i < WRONG_KEYS.max; i++) await outbox(`wrong-world-key-${i}`).expect(401);
    await outbox('wrong-world-key-last').expect(429);
    await outbox(world.key).expect(429);
    await outbox(world.key, SOMEONE_ELSE).expect(200);
    // No key at all is not a guess: the visitor is asked for one.
    await t
      .apex()
      .set('Host', worldHost(world.id))
      .get('/__sandbox/outbox')
      .set('x-forwarded-for', SOMEONE_ELSE)
      .expect(401);
  });
});
