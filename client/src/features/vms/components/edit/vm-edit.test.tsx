import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes } from '@/features/vms/testing/catalogue';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { adapters, vmDetails } from '@/features/vms/testing/vm-fixtures';
import { restoreSpiesAfterEach, silenceNotify, spyOnHttp } from '@/testing/spies';
import { VmEdit } from './vm-edit';

let http: ReturnType<typeof spyOnHttp<'get' | 'put'>>;
let notify: ReturnType<typeof silenceNotify>;

const onBack = vi.fn();
const routes = (status: Parameters<typeof vmDetails>[0] = 'Running') => ({
  '/virtualMachines/details/12': ok(vmDetails(status)),
  '/networks/listNetAdapters/12': ok(adapters),
  '/teams/list': catalogueRoutes['/teams/list'],
});
const renderEdit = () => renderAt('/edit', <VmEdit id={12} onBack={onBack} />);
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' });

describe('VmEdit', () => {
  beforeEach(() => {
    onBack.mockReset();
    http = spyOnHttp('get', 'put');
    notify = silenceNotify();
    serve(http.get, routes());
    serve(http.put, { '/virtualMachines/edit/12': ok(null) }, true);
  });
  restoreSpiesAfterEach();

  it('enables Save only after a change and sends just the trimmed name', async () => {
    renderEdit();
    const name = await screen.findByLabelText<HTMLInputElement>('VM Name');
    expect(screen.getByText('VM Configuration')).toBeTruthy();
    expect(name.value).toBe('web-01');
    expect(save().disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  web-02 ' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('VM updated successfully'));
    expect(http.put).toHaveBeenCalledWith('/virtualMachines/edit/12', { name: 'web-02' });
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('unassigns the team through "Select a team"', async () => {
    renderEdit();
    await screen.findByLabelText('VM Name');
    await waitFor(() =>
      expect(screen.getByLabelText('Team Assignment').textContent).toBe('Platform'),
    );
    fireEvent.click(screen.getByLabelText('Team Assignment'));
    fireEvent.click(screen.getByRole('option', { name: 'Select a team' }));
    fireEvent.click(save());
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/virtualMachines/edit/12', { teamId: null }),
    );
  });

  it('says "No changes made" when only spaces were added', async () => {
    renderEdit();
    const name = await screen.findByLabelText('VM Name');
    fireEvent.change(name, { target: { value: 'web-01 ' } });
    fireEvent.click(save());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('No changes made'));
    expect(http.put).not.toHaveBeenCalled();
  });

  it('reports a refused update', async () => {
    serve(http.put, { '/virtualMachines/edit/12': fail(409, 'taken') }, true);
    renderEdit();
    fireEvent.change(await screen.findByLabelText('VM Name'), { target: { value: 'web-09' } });
    fireEvent.click(save());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update VM'));
  });

  it('sends a provisioning VM back with an error toast', async () => {
    serve(http.get, routes('Provisioning'));
    renderEdit();
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(notify.error).toHaveBeenCalledWith('VM is still provisioning');
    expect(screen.queryByLabelText('VM Name')).toBeNull();
  });

  it('shows the editable network card, with release on the interface that has a public IP', async () => {
    renderEdit();
    expect(await screen.findByText('Network Configuration')).toBeTruthy();
    expect(await screen.findByText('NAT Enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release Public IP' })).toBeTruthy();
  });
});
