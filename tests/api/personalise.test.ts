import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_MAX_BYTES, DEMO_MESSAGES } from '../../contract/demos';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './support/test-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 5, 5]);
const LOGO = `data:image/png;base64,${PNG.toString('base64')}`;
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`)}`;

async function brandSeenBy(t: TestApp, who: 'reseller' | 'resellerCustomer') {
  const s = await signIn(t, DEMO[who].email, DEMO[who].password);
  const me = await t.api.get('/v1/users/me').set('authorization', bearer(s.accessToken));
  const { companyName, resellerName, logoUrl, tabLogoUrl } = me.body.data;
  return { companyName, resellerName, logoUrl, tabLogoUrl };
}

describe('POST and DELETE /__sandbox/personalise', () => {
  it("puts a prospect's name and logo on the reseller persona's branding, then restores it", async () => {
    const t = await createTestApp();
    const before = await brandSeenBy(t, 'resellerCustomer');
    const res = await t.api
      .post('/__sandbox/personalise')
      .send({ company: 'Acme Robotics', logo: LOGO, tabIcon: svg('<circle r="3"/>') })
      .expect(200);
    expect(res.body).toEqual({
      message: 'The reseller persona now shows Acme Robotics',
      data: {
        company: 'Acme Robotics',
        logoPath: '/branding/assets/1',
        tabLogoPath: '/branding/assets/2',
      },
    });
    const origin = t.config.publicOrigin;
    expect(await brandSeenBy(t, 'reseller')).toEqual({
      companyName: 'Acme Robotics',
      resellerName: 'Acme Robotics',
      logoUrl: `${origin}/branding/assets/1`,
      tabLogoUrl: `${origin}/branding/assets/2`,
    });
    expect((await brandSeenBy(t, 'resellerCustomer')).resellerName).toBe('Acme Robotics');
    await t.api.get('/branding/assets/1').expect(200).expect('content-type', 'image/png');

    const restored = await t.api
      .delete('/__sandbox/personalise')
      .set('content-type', 'application/json')
      .send('{}')
      .expect(200);
    expect(restored.body.data.company).not.toBe('Acme Robotics');
    expect(await brandSeenBy(t, 'resellerCustomer')).toEqual(before);
    await t.api.get('/branding/assets/1').expect(404);
  });

  it('refuses a blank name, an unsafe SVG, a mislabelled image and a too large one', async () => {
    const t = await createTestApp();
    const post = (body: object) => t.api.post('/__sandbox/personalise').send(body);
    expect((await post({ company: '  ' }).expect(400)).body.message).toBe(
      DEMO_MESSAGES.companyRequired,
    );
    expect((await post({ company: 'A', logo: svg('<script/>') }).expect(400)).body.message).toBe(
      DEMO_MESSAGES.svgUnsafe,
    );
    const mislabelled = `data:image/jpeg;base64,${PNG.toString('base64')}`;
    expect((await post({ company: 'A', logo: mislabelled }).expect(400)).body.message).toBe(
      DEMO_MESSAGES.imageType,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(DEMO_IMAGE_MAX_BYTES)]);
    const tooLarge = `data:image/png;base64,${big.toString('base64').slice(0, Math.ceil((DEMO_IMAGE_MAX_BYTES * 4) / 3) + 8)}`;
    expect((await post({ company: 'A', logo: tooLarge }).expect(413)).body.message).toBe(
      DEMO_MESSAGES.imageTooLarge,
    );
    // Nothing changed.
    expect((await brandSeenBy(t, 'reseller')).resellerName).toBe('Skyline Cloud');
  });

  it('is guarded like the other controls: no foreign page, JSON only', async () => {
    const t = await createTestApp();
    await t.api
      .post('/__sandbox/personalise')
      .set('origin', 'https://evil.example')
      .send({ company: 'Acme' })
      .expect(403);
    await t.api
      .post('/__sandbox/personalise')
      .set('content-type', 'text/plain')
      .send('company=Acme')
      .expect((res) => expect([400, 415]).toContain(res.status));
    await t.api
      .delete('/__sandbox/personalise')
      .set('content-type', 'application/json')
      .set('sec-fetch-site', 'cross-site')
      .send('{}')
      .expect(403);
  });
});
