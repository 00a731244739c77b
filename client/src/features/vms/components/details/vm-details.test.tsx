import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { adapters, vmDetails } from '@/features/vms/testing/vm-fixtures';
import { restoreSpiesAfterEach, silenceNotify, spyOnHttp } from '@/testing/spies';
import { VmDetails } from './vm-details';

let http: ReturnType<typeof spyOnHttp<'get' | 'post' | 'delete'>>;
let notify: ReturnType<typeof silenceNotify>;

const routes = (status: Parameters<typeof vmDetails>[0] = 'Running') => ({
  '/virtualMachines/details/12': ok(vmDetails(status)),
  '/networks/listNetAdapters/12': ok(adapters),
  '/virtualMachines/getPassword/12': ok({ sshPassword: 's3cret-Pass' }),
});
const renderDetails = () =>
  renderAt('/virtualMachineDetails/12', <VmDetails id={12} />, '/virtualMachineDetails/:id');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('VmDetails', () => {
  beforeEach(() => {
    http = spyOnHttp('get', 'post', 'delete');
    notify = silenceNotify();
    serve(http.get, routes());
    serve(
      http.post,
      {
        '/virtualMachines/stop/12': ok(null),
        '/virtualMachines/start/12': ok(null),
      },
      true,
    );
    serve(http.delete, { '/virtualMachines/delete/12': ok(null) });
  });
  // Real timers back first: the files after this one share the worker.
  restoreSpiesAfterEach(() => vi.useRealTimers());

  it('shows a running VM: facts, usage, actions and its interfaces', async () => {
    renderDetails();
    expect(await screen.findByText('Ubuntu 24.04 LTS')).toBeTruthy();
    expect(screen.getByText('Small')).toBeTruthy();
    expect(button('Stop').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(button('Console').disabled).toBe(false);
    expect(button('Upgrade').disabled).toBe(false);
    expect(screen.getByText('38% of 6 cores')).toBeTruthy();
    expect(screen.getByText('4.3 GB of 10 GB')).toBeTruthy();

    const first = await screen.findByRole('article', { name: 'Interface 1' });
    expect(within(first).getByText('Primary')).toBeTruthy();
    expect(within(first).getByText('fa:16:3e:ab:cd:ef')).toBeTruthy();
    expect(within(first).getByText('NAT Enabled')).toBeTruthy();
    const custom = screen.getByRole('article', { name: 'Interface 2' });
    expect(within(custom).queryByText('CIDR')).toBeNull();
    expect(within(custom).queryByText('Not Configured')).toBeNull();
    expect(screen.queryByRole('button', { name: /Allocate|Release/ })).toBeNull();
  });

  it('locks a provisioning VM and says why', async () => {
    serve(http.get, routes('Provisioning'));
    renderDetails();
    await screen.findByText('Ubuntu 24.04 LTS');
    for (const name of [
      'Download Private Key',
      'Upgrade',
      'Edit VM',
      'Delete',
      'Start',
      'Console',
    ]) {
      expect(button(name).disabled).toBe(true);
    }
    expect(button('Console').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Console is currently unavailable')).toBeTruthy();
    expect(screen.getAllByText('Provisioning').length).toBeGreaterThanOrEqual(2);
  });

  it('reveals the password on demand only', async () => {
    renderDetails();
    await screen.findByText('Ubuntu 24.04 LTS');
    expect(screen.getByText('••••••••••••')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalledWith('/virtualMachines/getPassword/12');
    fireEvent.click(button('Show password'));
    expect(await screen.findByText('s3cret-Pass')).toBeTruthy();
    fireEvent.click(button('Hide password'));
    expect(screen.getByText('••••••••••••')).toBeTruthy();
  });

  it('keeps a read-only member out of the VM: password, key and console disabled, saying why', async () => {
    const refusal = 'You do not have the "View VM credentials and open consoles" permission';
    serve(http.get, {
      ...routes(),
      '/permissions/mine': ok({ grants: [{ teamId: 4, permissions: [] }] }),
    });
    renderDetails();
    await screen.findByText('Ubuntu 24.04 LTS');
    await waitFor(() => expect(button('Console').disabled).toBe(true));
    for (const name of ['Console', 'Download Private Key', 'Show password', 'Copy password']) {
      expect(button(name).disabled).toBe(true);
      const reason = button(name).getAttribute('aria-describedby') as string;
      expect(document.getElementById(reason)?.textContent).toBe(refusal);
    }
    expect(screen.getByText('••••••••••••')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalledWith('/virtualMachines/getPassword/12');
  });

  it('stops after a confirmation, then follows the status until Stopped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to stop the VM?')).toBeTruthy();
    serve(http.get, { ...routes(), '/virtualMachines/details/12': ok(vmDetails('Stopped')) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('VM is being stopped'));
    expect(http.post).toHaveBeenCalledWith('/virtualMachines/stop/12');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('VM stopped successfully'));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('reports a refused start', async () => {
    serve(http.get, routes('Stopped'));
    serve(http.post, { '/virtualMachines/start/12': fail(409, 'nope') }, true);
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to start the VM?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to start VM'));
  });

  it('deletes after the warning and returns to the list', async () => {
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Virtual Machine web-01?')).toBeTruthy();
    expect(
      within(dialog).getByText('You are going to delete the virtual machine completely.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be reversed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/virtualMachines');
    expect(notify.info).toHaveBeenCalledWith('VM is being deleted');
    expect(http.delete).toHaveBeenCalledWith('/virtualMachines/delete/12');
  });

  it('reports a failed load with the prefix', async () => {
    serve(http.get, { ...routes(), '/virtualMachines/details/12': fail(500, 'boom') });
    renderDetails();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching virtual machine details: boom',
    );
  });
});
