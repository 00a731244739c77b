import { OPERATOR_KEY, type TrialApp } from './trial-app';

export const APEX_ORIGIN = 'http://localhost:4500';
export const SELLER_PASSWORD = 'Seller#Password2026';

/** A call to the console as the operator (its key), from the apex's own page. */
export const asOperator = (t: TrialApp) => ({
  get: (path: string) => t.apex().get(path).set('x-sandbox-key', OPERATOR_KEY),
  post: (path: string, body: object = {}) =>
    t.apex().post(path).set('x-sandbox-key', OPERATOR_KEY).send(body),
  delete: (path: string) =>
    t
      .apex()
      .delete(path)
      .set('x-sandbox-key', OPERATOR_KEY)
      .set('content-type', 'application/json')
      .send('{}'),
});

/** The activation token in an activation link. */
export const tokenOf = (activationUrl: string) =>
  new URL(activationUrl).searchParams.get('token') ?? '';

/** A seller added by the operator, activated, and signed in: an agent holding its cookie. */
export async function signedInSeller(
  t: TrialApp,
  email = 'sam@sales.example',
  name = 'Sam Seller',
) {
  const added = await asOperator(t).post('/__sellers', { email, name }).expect(201);
  const token = tokenOf(added.body.data.activationUrl as string);
  await t.apex().post('/__sellers/activate').send({ token, password: SELLER_PASSWORD }).expect(200);
  const agent = t.apex();
  await agent.post('/__sellers/session').send({ email, password: SELLER_PASSWORD }).expect(200);
  return { agent, id: added.body.data.id as string };
}

/** A new demo made by the operator, as POST /__demos answers it. */
export async function createDemo(t: TrialApp, body: object = { company: 'Acme Corp' }) {
  const res = await asOperator(t).post('/__demos', body).expect(201);
  return res.body.data as { id: string; url: string; worldId: string; expiresAt: string };
}
