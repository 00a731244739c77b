import { describe, expect, it } from 'vitest';
import { bearer, DEMO, signIn } from '../support/test-app';
import { createWorld, inWorld, trialApps } from '../support/trial-app';
import { as, LONG_SESSIONS } from '../support/vms';

const start = trialApps();

const contact = {
  contactTypeId: 2,
  firstName: 'Ines',
  lastName: 'Albrecht',
  email: 'ines.albrecht@northwind.example',
  phone: '+1 (555) 010-2000',
};

describe('a world past its size cap', () => {
  it('still signs its visitor in and out, reads and deletes, and refuses only what adds data', async () => {
    // Smaller than the template itself: the world is full from the start.
    const t = await start({ env: { ...LONG_SESSIONS, TRIAL_MAX_WORLD_MB: '0.01' } });
    const world = inWorld(t, await createWorld(t));
    const { email, password } = DEMO.customer;
    const session = await signIn(world, email, password);
    const customer = as(world, session.accessToken);

    await customer.get('/v1/users/me').expect(200);
    const listed = await customer.get('/v1/entity/contacts/list', { size: 1 }).expect(200);
    const id = (listed.body.data.data[0] as { id: number }).id;
    await customer.delete(`/v1/entity/contacts/delete/${id}`).expect(200);
    await customer.get(`/v1/entity/contacts/details/${id}`).expect(404);

    const refused = await customer.post('/v1/entity/contacts/create', contact).expect(507);
    expect(refused.body.message).toMatch(/^This sandbox has used all of its 0.01 MB of storage/);

    await world.api
      .post('/v1/auth/refreshAuth')
      .set('refresh', bearer(session.refreshToken))
      .expect(200);
    await customer.post('/v1/auth/logout').expect(200);
    await customer.get('/v1/users/me').expect(401);
  });
});
