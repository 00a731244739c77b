import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes } from '@/features/vms/testing/catalogue';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { CreateVmForm } from './create-vm-form';

let http: ReturnType<typeof spyOnHttp<'get' | 'post'>>;

const job = { jobId: 5, resourceType: 'virtual_machine', resourceName: 'web-01' };
const onCreated = vi.fn();
const onDatacenterInitializing = vi.fn();

const renderForm = () =>
  renderAt(
    '/createVirtualMachine',
    <CreateVmForm onCreated={onCreated} onDatacenterInitializing={onDatacenterInitializing} />,
  );

const control = (label: string) => screen.getByLabelText<HTMLButtonElement>(label);
async function choose(label: string, option: string | RegExp) {
  await waitFor(() => expect(control(label).disabled).toBe(false));
  fireEvent.click(control(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The whole cascade down to a Small machine with its one provider chosen. */
async function chooseSmallInGermany() {
  await choose('Country', 'Germany');
  await choose('Region', 'Germany Central');
  await choose('Image', 'Ubuntu 24.04 LTS');
  await choose('Size', /^Small/);
  await waitFor(() => expect(control('Provider').textContent).toBe('Rheinwerk Cloud'));
}

describe('CreateVmForm', () => {
  beforeEach(() => {
    onCreated.mockReset();
    onDatacenterInitializing.mockReset();
    http = spyOnHttp('get', 'post');
    serve(http.get, catalogueRoutes);
    serve(http.post, { '/virtualMachines/create': ok(job) }, true);
  });
  restoreSpiesAfterEach();

  it('says first why no VM can be created, with submit off, when a trial quota is full', async () => {
    renderAt(
      '/createVirtualMachine',
      <CreateVmForm
        blockedBecause="Trial quota reached: a trial account may have at most 5 virtual machines"
        onCreated={onCreated}
        onDatacenterInitializing={onDatacenterInitializing}
      />,
    );
    expect(
      screen.getByText(
        'Trial quota reached: a trial account may have at most 5 virtual machines. Delete one to create another.',
      ).className,
    ).toContain('alert');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Create Virtual Machine' }).disabled,
    ).toBe(true);
  });

  it('keeps each control off until the one before it is chosen', async () => {
    renderForm();
    await waitFor(() => expect(control('Country').disabled).toBe(false));
    for (const label of ['Region', 'Datacenter', 'Image', 'Size', 'Provider']) {
      expect(control(label).disabled).toBe(true);
    }
    expect(screen.getByLabelText<HTMLInputElement>('Name').disabled).toBe(true);
  });

  it('walks the cascade, auto-selecting a lone datacenter and provider, and creates', async () => {
    renderForm();
    await choose('Country', 'Germany');
    await choose('Region', 'Germany Central');
    await waitFor(() => expect(control('Datacenter').textContent).toBe('Frankfurt FRA1'));
    await choose('Image', 'Ubuntu 24.04 LTS');
    await choose('Size', /^Small/);
    await waitFor(() => expect(control('Provider').textContent).toBe('Rheinwerk Cloud'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' web-01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Virtual Machine' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(job));
    expect(http.post).toHaveBeenCalledWith('/virtualMachines/create', {
      datacenterId: 8,
      imageId: 1,
      configurationId: 3,
      providerId: 9,
      name: 'web-01',
      numberOfInstances: 1,
      allocatePublicIp: true,
    });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/virtualMachines');
  });

  it('starts from a given datacenter: its country, region and the datacenter chosen', async () => {
    renderAt(
      '/createVirtualMachine',
      <CreateVmForm
        onCreated={onCreated}
        onDatacenterInitializing={onDatacenterInitializing}
        datacenterId={1}
      />,
    );
    await waitFor(() => expect(control('Datacenter').textContent).toBe('Ashburn IAD1'));
    expect(control('Country').textContent).toBe('United States');
    expect(control('Region').textContent).toBe('US East');
    await waitFor(() => expect(control('Image').disabled).toBe(false));
  });

  it('clears later choices when an earlier one changes', async () => {
    renderForm();
    await choose('Country', 'Germany');
    await choose('Region', 'Germany Central');
    await waitFor(() => expect(control('Datacenter').textContent).toBe('Frankfurt FRA1'));
    await choose('Country', 'United States');
    await waitFor(() => expect(control('Region').textContent).toBe('-- Select --'));
    expect(control('Datacenter').textContent).toBe('-- Select --');
    expect(control('Datacenter').disabled).toBe(true);
  });

  it('opens the setup job of a datacenter that is still initialising', async () => {
    renderForm();
    await choose('Country', 'Japan');
    await choose('Region', 'Japan East');
    expect(await screen.findByText('Datacenter setup in currently in progress...')).toBeTruthy();
    expect(onDatacenterInitializing).toHaveBeenCalledWith(77);
    expect(control('Image').disabled).toBe(true);
  });

  it('explains other unavailability and a failed check', async () => {
    serve(http.get, {
      ...catalogueRoutes,
      '/resource/datacenterAvailability/8': fail(500, 'boom'),
    });
    renderForm();
    await choose('Country', 'Germany');
    await choose('Region', 'Germany Central');
    expect(await screen.findByText('Unable to check datacenter availability')).toBeTruthy();
  });

  it('says when a size has no provider', async () => {
    serve(http.get, { ...catalogueRoutes, '/virtualMachines/listProviders/8': ok([]) });
    renderForm();
    await choose('Country', 'Germany');
    await choose('Region', 'Germany Central');
    await choose('Image', 'Ubuntu 24.04 LTS');
    await choose('Size', /^Micro/);
    expect(await screen.findByText('Chosen configuration has no possible provider')).toBeTruthy();
  });

  it('names what is missing in the form’s fixed words, once, on the fields that can be filled', async () => {
    renderForm();
    await waitFor(() => expect(control('Country').disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create Virtual Machine' }));
    expect(await screen.findByText('Please select a country')).toBeTruthy();
    expect(control('Country').closest('.select-dropdown')?.className).toContain('is-invalid');
    // Fields still waiting for an earlier choice are not marked: nothing can be done there yet.
    for (const text of [
      'Please select a region',
      'Please select an Image',
      'Please select a machine configuration',
    ])
      expect(screen.queryByText(text)).toBeNull();
    expect(control('Region').closest('.select-dropdown')?.className).not.toContain('is-invalid');
    expect((screen.getByLabelText('Name') as HTMLInputElement).className).not.toContain(
      'is-invalid',
    );
    expect(screen.getAllByText('Please fill in empty fields')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in empty fields');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('marks an empty name once the machine is chosen, with the summary saying it once', async () => {
    renderForm();
    await chooseSmallInGermany();
    fireEvent.click(screen.getByRole('button', { name: 'Create Virtual Machine' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).className).toContain('is-invalid'),
    );
    expect(screen.getAllByText('Please fill in empty fields')).toHaveLength(1);
  });

  it('shows the server’s refusal under the button, or the default text', async () => {
    serve(http.post, { '/virtualMachines/create': fail(403, 'Quota exceeded') }, true);
    renderForm();
    await chooseSmallInGermany();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'web-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Virtual Machine' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quota exceeded');

    const silent = { status: 500, data: { message: '', data: null } };
    serve(http.post, { '/virtualMachines/create': silent }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Create Virtual Machine' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error creating virtual machine'),
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
