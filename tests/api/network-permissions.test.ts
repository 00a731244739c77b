import { describe, expect, it } from 'vitest';
import { permissionRefusal } from '../../contract/permissions';
import { networkBody } from './support/networks';
import { createTestApp } from './support/test-app';
import { LONG_SESSIONS, signInAs } from './support/vms';

describe('networks follow the permission table', () => {
  it('a read-only member reads networks but cannot create, change or delete one; an admin can', async () => {
    const t = await createTestApp({ env: LONG_SESSIONS });
    const viewer = await signInAs(t, 'viewer');
    const admin = await signInAs(t, 'customer');
    const [network] = (await viewer.get('/v1/networks/list').expect(200)).body.data.data as {
      id: number;
      name: string;
    }[];
    expect(network).toBeDefined();
    const id = (network as { id: number }).id;

    const create = await viewer.post('/v1/networks/create', networkBody({ name: 'Viewer Net' }));
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(permissionRefusal('network.create'));
    const remove = await viewer.delete(`/v1/networks/delete/${id}`);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(permissionRefusal('network.delete'));
    // Another company's network stays a 404 for them, never a 403.
    const foreign = t.store.data.networks.find(
      (n) =>
        n.companyId !== t.store.data.users.find((u) => u.email === 'viewer@example.com')?.companyId,
    );
    await viewer.delete(`/v1/networks/delete/${foreign?.id}`).expect(404);

    await admin.post('/v1/networks/create', networkBody({ name: 'Admin Net' })).expect(200);
  });
});
