import { describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '@contract/sellers';
import { trialApps } from '../support/trial-app';
import { asOperator, SELLER_PASSWORD, signedInSeller, tokenOf } from '../support/console';
import { CONSOLE_GUARD_MESSAGES } from '../../../mock-server/src/routes/console/console-guard';

const start = trialApps();

describe('sellers of the sales console', () => {
  it('are added by the operator, activate once, sign in with a session cookie and out', async () => {
    const t = await start();
    const added = await asOperator(t)
      .post('/__sellers', { email: 'Ana@Sales.example', name: 'Ana' })
      .expect(201);
    expect(added.body.message).toBe(SELLER_MESSAGES.added);
    expect(added.body.data.email).toBe('ana@sales.example');
    const url = added.body.data.activationUrl as string;
    expect(url).toMatch(/^http:\/\/localhost:4500\/console\/activate\?token=/);

    // Not yet active: no sign-in.
    await t
      .apex()
      .post('/__sellers/session')
      .send({ email: 'ana@sales.example', password: SELLER_PASSWORD })
      .expect(401);
    const token = tokenOf(url);
    await t.apex().post('/__sellers/activate').send({ token, password: 'short' }).expect(400);
    await t
      .apex()
      .post('/__sellers/activate')
      .send({ token, password: SELLER_PASSWORD })
      .expect(200);
    // Once only.
    const again = await t
      .apex()
      .post('/__sellers/activate')
      .send({ token, password: SELLER_PASSWORD })
      .expect(400);
    expect(again.body.message).toBe(SELLER_MESSAGES.activationInvalid);

    const agent = t.apex();
    const wrong = await agent
      .post('/__sellers/session')
      .send({ email: 'ana@sales.example', password: 'Wrong#Password1' })
      .expect(401);
    expect(wrong.body.message).toBe(SELLER_MESSAGES.badCredentials);
    const signedIn = await agent
      .post('/__sellers/session')
      .send({ email: 'ANA@sales.example', password: SELLER_PASSWORD })
      .expect(200);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/console_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const me = await agent.get('/__sellers/me').expect(200);
    expect(me.body.data).toEqual({
      kind: 'seller',
      id: added.body.data.id,
      email: 'ana@sales.example',
      name: 'Ana',
    });
    const list = await agent.get('/__sellers').expect(200);
    expect(list.body.data.map((s: { email: string }) => s.email)).toEqual(['ana@sales.example']);
    expect(list.body.data[0].activatedAt).not.toBeNull();

    await agent
      .delete('/__sellers/session')
      .set('content-type', 'application/json')
      .send('{}')
      .expect(200);
    await agent.get('/__sellers/me').expect(401);
  });

  it('lets only the operator add sellers, once per email', async () => {
    const t = await start();
    const { agent } = await signedInSeller(t);
    const refused = await agent
      .post('/__sellers')
      .send({ email: 'other@sales.example', name: 'Other' })
      .expect(403);
    expect(refused.body.message).toBe(SELLER_MESSAGES.operatorOnly);
    await asOperator(t).post('/__sellers', { email: 'SAM@sales.example', name: 'Sam' }).expect(409);
    await asOperator(t).post('/__sellers', { email: 'not an email', name: 'X' }).expect(400);
    await asOperator(t).post('/__sellers', { email: 'x@sales.example', name: '' }).expect(400);
    await asOperator(t)
      .post('/__sellers', { email: 'x@sales.example', name: 'x'.repeat(101) })
      .expect(400);
    const me = await asOperator(t).get('/__sellers/me').expect(200);
    expect(me.body.data.kind).toBe('operator');
  });

  it('get a new activation link from the operator, which ends the last one', async () => {
    const t = await start();
    const added = await asOperator(t)
      .post('/__sellers', { email: 'ana@sales.example', name: 'Ana' })
      .expect(201);
    const id = added.body.data.id as string;
    const first = tokenOf(added.body.data.activationUrl as string);
    const issued = await asOperator(t).post(`/__sellers/${id}/activation`).expect(201);
    expect(issued.body.message).toBe(SELLER_MESSAGES.linkIssued);
    expect(issued.body.data).toMatchObject({ id, email: 'ana@sales.example' });
    const second = tokenOf(issued.body.data.activationUrl as string);
    expect(second).not.toBe(first);
    await t
      .apex()
      .post('/__sellers/activate')
      .send({ token: first, password: SELLER_PASSWORD })
      .expect(400);
    await t
      .apex()
      .post('/__sellers/activate')
      .send({ token: second, password: SELLER_PASSWORD })
      .expect(200);

    const seller = await signedInSeller(t, 'bo@sales.example', 'Bo');
    const refused = await seller.agent.post(`/__sellers/${id}/activation`).send({}).expect(403);
    expect(refused.body.message).toBe(SELLER_MESSAGES.operatorOnly);
    const unknown = await asOperator(t).post('/__sellers/no-such-seller/activation').expect(404);
    expect(unknown.body.message).toBe(SELLER_MESSAGES.notFound);
  });

  it('are removed by the operator: their session ends, their demos stay', async () => {
    const t = await start();
    const sam = await signedInSeller(t);
    const made = await sam.agent.post('/__demos').send({ company: 'Acme Corp' }).expect(201);
    const other = await signedInSeller(t, 'bo@sales.example', 'Bo');
    await other.agent.delete(`/__sellers/${sam.id}`).send({}).expect(403);

    const removed = await asOperator(t).delete(`/__sellers/${sam.id}`).expect(200);
    expect(removed.body.message).toBe(SELLER_MESSAGES.removed);
    await sam.agent.get('/__sellers/me').expect(401);
    await t
      .apex()
      .post('/__sellers/session')
      .send({ email: 'sam@sales.example', password: SELLER_PASSWORD })
      .expect(401);
    const listed = await asOperator(t).get('/__sellers').expect(200);
    expect(listed.body.data.map((s: { name: string }) => s.name)).toEqual(['Bo']);
    const demo = await other.agent.get(`/__demos/${made.body.data.id}`).expect(200);
    expect(demo.body.data.createdBy).toMatchObject({ name: 'Sam Seller' });
    await asOperator(t).delete(`/__sellers/${sam.id}`).expect(404);
  });

  it('ends a session after 12 hours unused, and renews it while used', async () => {
    const t = await start();
    const { agent } = await signedInSeller(t);
    t.clock.advance(11 * 3_600_000);
    await agent.get('/__sellers/me').expect(200);
    t.clock.advance(11 * 3_600_000);
    await agent.get('/__sellers/me').expect(200);
    t.clock.advance(12 * 3_600_000 + 1000);
    await agent.get('/__sellers/me').expect(401);
  });

  it('refuses an activation link after 72 hours', async () => {
    const t = await start();
    const added = await asOperator(t)
      .post('/__sellers', { email: 'late@sales.example', name: 'Late' })
      .expect(201);
    t.clock.advance(72 * 3_600_000 + 1000);
    await t
      .apex()
      .post('/__sellers/activate')
      .send({ token: tokenOf(added.body.data.activationUrl), password: SELLER_PASSWORD })
      .expect(400);
  });

  it('refuses callers without a session, with a world key or token, from other pages, or not JSON', async () => {
    const t = await start();
    const none = await t.apex().get('/__demos').expect(401);
    expect(none.body.message).toBe(SELLER_MESSAGES.signInRequired);
    await t.apex().get('/__sellers/me').set('x-sandbox-key', 'a-world-key').expect(401);
    await t.apex().get('/__demos').set('authorization', 'Bearer a.world.token').expect(401);
    const { agent } = await signedInSeller(t);
    // A seller's cookie does not make a wrong key right.
    await agent.get('/__demos').set('x-sandbox-key', 'a-world-key').expect(401);
    const foreign = await agent.get('/__demos').set('origin', 'https://evil.example').expect(403);
    expect(foreign.body.message).toBe(CONSOLE_GUARD_MESSAGES.foreignOrigin);
    // A world's own page is same-site, and refused too.
    await agent.get('/__demos').set('origin', 'http://abc.localhost:4500').expect(403);
    await agent.get('/__demos').set('sec-fetch-site', 'cross-site').expect(403);
    await agent.get('/__demos').set('referer', 'https://evil.example/page').expect(403);
    await agent.get('/__demos').set('origin', 'http://localhost:4500').expect(200);
    await agent
      .post('/__demos')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('company=Acme')
      .expect(415);
    await t
      .apex()
      .post('/__sellers/session')
      .set('origin', 'https://evil.example')
      .send({ email: 'sam@sales.example', password: SELLER_PASSWORD })
      .expect(403);
  });

  it('limits sign-in attempts per account', async () => {
    const t = await start();
    await signedInSeller(t);
    let status = 0;
    for (let i = 0; i < 11; i++)
      status = (
        await t
          .apex()
          .post('/__sellers/session')
          .send({ email: 'sam@sales.example', password: 'Wrong#Password1' })
      ).status;
    expect(status).toBe(429);
  });
});
