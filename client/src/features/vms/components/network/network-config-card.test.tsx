import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { adapters } from '@/features/vms/testing/vm-fixtures';
import { restoreSpiesAfterEach, silenceNotify, spyOnHttp } from '@/testing/spies';
import { NetworkConfigCard } from './network-config-card';

let http: ReturnType<typeof spyOnHttp<'get' | 'post' | 'delete'>>;
let notify: ReturnType<typeof silenceNotify>;

const render = (status: 'Running' | 'Stopped', hotplug: boolean) =>
  renderAt('/edit', <NetworkConfigCard vmId={12} status={status} hotplug={hotplug} />);
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add Interface' });

describe('NetworkConfigCard', () => {
  beforeEach(() => {
    http = spyOnHttp('get', 'post', 'delete');
    notify = silenceNotify();
    serve(http.get, {
      '/networks/listNetAdapters/12': ok(adapters),
      '/virtualMachines/12/availableNetworks': ok([
        { id: 5, name: 'App Tier', cidrBlock: '10.60.0.0/24' },
      ]),
    });
    serve(http.post, {}, true);
    serve(http.delete, {
      '/networks/releasePublicIp/1': ok({ ...adapters[1], publicIp: null }),
    });
  });
  restoreSpiesAfterEach();

  it('offers Stop VM on a running VM without hotplug, and no interface changes', async () => {
    render('Running', false);
    expect(await screen.findByText('VM Running Notice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop VM' })).toBeTruthy();
    await screen.findAllByText('NAT Enabled');
    expect(addButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove interface/ })).toBeNull();
  });

  it('lets a stopped VM add and remove interfaces, never the primary', async () => {
    render('Stopped', false);
    expect(await screen.findByText('VM Stopped')).toBeTruthy();
    await screen.findAllByText('NAT Enabled');
    expect(addButton().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove interface 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove interface 1' })).toBeNull();
    // The custom network's interface has no public IP panel.
    expect(screen.getAllByRole('button', { name: /Public IP/ })).toHaveLength(1);
  });

  it('asks before releasing a public IP, then says so', async () => {
    render('Stopped', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Release Public IP' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This action cannot be reversed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('IP deallocated successfully'));
    expect(http.delete).toHaveBeenCalledWith('/networks/releasePublicIp/1');
  });

  it('asks for a network before adding an interface', async () => {
    render('Stopped', true);
    await screen.findAllByText('NAT Enabled');
    fireEvent.click(addButton());
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Only networks in the same region and accessible to your team are shown',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/virtualMachines/12/availableNetworks'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Interface' }));
    expect(await within(dialog).findByText('Please select a network first')).toBeTruthy();
  });
});
