import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { UpgradeVmModal } from './upgrade-vm-modal';

let http: ReturnType<typeof spyOnHttp<'get' | 'put'>>;

const vm = { id: 12, name: 'web-01', cpu: 6, ram: 10, configuration: 'Small' };
const sizes = [
  { id: 1, name: 'Micro', cpu: 2, ram: 4, disk: 80 },
  { id: 3, name: 'Small', cpu: 6, ram: 10, disk: 180 },
  { id: 4, name: 'Medium', cpu: 8, ram: 12, disk: 240 },
  { id: 5, name: 'Large', cpu: 12, ram: 48, disk: 300 },
];
const onClose = vi.fn();

describe('UpgradeVmModal', () => {
  beforeEach(() => {
    http = spyOnHttp('get', 'put');
    serve(http.get, { '/virtualMachines/listConfigurations': ok(sizes) });
    serve(http.put, { '/virtualMachines/changeConfiguration': ok(null) }, true);
  });
  restoreSpiesAfterEach();

  it('offers only bigger sizes, upgrades, then explains the wait', async () => {
    renderAt('/d', <UpgradeVmModal vm={vm} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(http.get).toHaveBeenCalledWith('/virtualMachines/listConfigurations', {
      params: { vmId: 12 },
    });
    const upgrade = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Upgrade' });
    expect(upgrade.disabled).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLButtonElement>('New size').disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByLabelText('New size'));
    const offered = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered.map((o) => o?.split(' ·')[0])).toEqual(['Medium', 'Large']);
    fireEvent.click(within(dialog).getByRole('option', { name: /^Large/ }));
    fireEvent.click(upgrade);
    expect(await within(dialog).findByText(/can take up to about a minute/)).toBeTruthy();
    expect(http.put).toHaveBeenCalledWith('/virtualMachines/changeConfiguration', {
      id: 12,
      configurationId: 5,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the datacenter offers nothing larger when no bigger size is listed', async () => {
    // This datacenter offers nothing above Medium.
    serve(http.get, { '/virtualMachines/listConfigurations': ok(sizes.slice(0, 3)) });
    const medium = { ...vm, cpu: 8, ram: 12, configuration: 'Medium' };
    renderAt('/d', <UpgradeVmModal vm={medium} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('No larger size is offered in this datacenter.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/largest size/)).toBeNull();
    expect(within(dialog).getByLabelText<HTMLButtonElement>('New size').disabled).toBe(true);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    serve(
      http.put,
      { '/virtualMachines/changeConfiguration': fail(409, 'VM cannot be changed while Resizing') },
      true,
    );
    renderAt('/d', <UpgradeVmModal vm={vm} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLButtonElement>('New size').disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByLabelText('New size'));
    fireEvent.click(within(dialog).getByRole('option', { name: /^Medium/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'VM cannot be changed while Resizing',
    );
  });
});
