import { beforeEach, describe, expect, it } from 'vitest';
import { jobProgressSchema } from '../../contract/jobs';
import { datacenterAvailabilitySchema } from '../../contract/virtual-machines';
import type { TestApp } from './support/test-app';
import { CAT, createBody, type As, twoTenants } from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  ({ t, customer, reseller } = await twoTenants());
});

const availability = async (who: As, id: number) =>
  datacenterAvailabilitySchema.parse(
    (await who.get(`/v1/resource/datacenterAvailability/${id}`).expect(200)).body.data,
  );
const tokyoBody = () =>
  createBody({ name: 'tyo', datacenterId: CAT.tokyo, providerId: 15, configurationId: CAT.small });

describe('GET /v1/resource/datacenterAvailability/:id', () => {
  it('says most datacenters are available', async () => {
    const res = await customer
      .get(`/v1/resource/datacenterAvailability/${CAT.ashburn}`)
      .expect(200);
    expect(res.body).toEqual({
      message: 'Datacenter availability retrieved',
      data: { available: true, reason: null, currentProgress: null },
    });
  });

  it('names the maintenance of an unavailable datacenter, and create is refused with it', async () => {
    expect(await availability(customer, CAT.sydney)).toEqual({
      available: false,
      reason: 'scheduled maintenance',
      currentProgress: null,
    });
    const res = await customer
      .post('/v1/virtualMachines/create', createBody({ datacenterId: CAT.sydney, providerId: 16 }))
      .expect(409);
    expect(res.body).toEqual({
      message: 'Datacenter is currently unavailable: scheduled maintenance',
      data: null,
    });
  });

  it('follows a datacenter being set up until its job completes, then it takes VMs', async () => {
    const init = await availability(customer, CAT.tokyo);
    expect(init).toMatchObject({ available: false, reason: 'initialization_in_progress' });
    const jobId = init.currentProgress?.jobId as number;
    expect(await availability(reseller, CAT.tokyo)).toEqual(init); // every company sees the same

    const job = async (who: As) =>
      jobProgressSchema.parse((await who.get(`/v1/resource/jobs/${jobId}`).expect(200)).body.data);
    const first = await job(customer);
    expect(first).toMatchObject({
      resourceName: 'TYO1',
      resourceDisplayName: 'Tokyo TYO1 datacenter setup',
      resourceType: 'datacenter',
      resourceId: CAT.tokyo,
      isCompleted: false,
      hasFailed: false,
    });
    expect(first.progressPercentage).toBeGreaterThan(0);
    expect(first.timeRemaining).toBe(17 * 60); // 20 minutes, 15 % done when seeded
    expect(await job(reseller)).toEqual(first);

    const refused = await customer.post('/v1/virtualMachines/create', tokyoBody()).expect(409);
    expect(refused.body.message).toBe(
      'Datacenter is being initialized. Please try again in a few minutes.',
    );

    t.clock.advance(10 * 60_000);
    const halfway = await job(customer);
    expect(halfway.progressPercentage).toBeGreaterThan(first.progressPercentage);
    expect((await availability(customer, CAT.tokyo)).available).toBe(false);

    t.clock.advance(7 * 60_000);
    expect(await job(customer)).toMatchObject({
      isCompleted: true,
      progressPercentage: 100,
      message: 'Datacenter is ready',
    });
    expect(await availability(customer, CAT.tokyo)).toEqual({
      available: true,
      reason: null,
      currentProgress: null,
    });
    await customer.post('/v1/virtualMachines/create', tokyoBody()).expect(200);
  });

  it('answers 404 for an unknown datacenter', async () => {
    const res = await customer.get('/v1/resource/datacenterAvailability/999').expect(404);
    expect(res.body).toEqual({ message: 'Datacenter not found', data: null });
  });
});
