import { describe, expect, it } from 'vitest';
import { makeProgress } from '../testing/job-fixtures';
import { jobDestination } from './job-destination';
import { formatStage, historyFooter, jobMessage, jobModalTitle } from './job-labels';

describe('job texts', () => {
  it('defaults the message by status, a failure showing its error first', () => {
    expect(jobMessage(makeProgress())).toBe('In progress...');
    expect(jobMessage(makeProgress({ isCompleted: true }))).toBe('Created successfully');
    expect(jobMessage(makeProgress({ hasFailed: true, message: 'Booting' }))).toBe(
      'Creation failed',
    );
    expect(jobMessage(makeProgress({ hasFailed: true, errorMessage: 'No capacity' }))).toBe(
      'No capacity',
    );
    expect(jobMessage(makeProgress({ message: 'Installing OS' }))).toBe('Installing OS');
  });

  it('titles the modal by status and resource type', () => {
    expect(jobModalTitle(makeProgress())).toBe('Creating Virtual Machine');
    expect(jobModalTitle(makeProgress({ isCompleted: true }))).toBe(
      'Virtual Machine Created Successfully',
    );
    expect(jobModalTitle(makeProgress({ resourceType: 'network', hasFailed: true }))).toBe(
      'Network Creation Failed',
    );
  });

  it('says a datacenter is being set up, then ready, rather than created', () => {
    expect(jobModalTitle(makeProgress({ resourceType: 'datacenter' }))).toBe(
      'Setting up Datacenter',
    );
    expect(jobModalTitle(makeProgress({ resourceType: 'datacenter', isCompleted: true }))).toBe(
      'Datacenter Ready',
    );
  });

  it('words the history footer', () => {
    expect(historyFooter(1)).toBe('1 completed job(s)');
    expect(historyFooter(10)).toBe('10 completed job(s)');
    expect(historyFooter(11)).toBe('Showing recent 10 of 11 completed jobs');
  });

  it('humanises stages', () => {
    expect(formatStage('provisioning_disk')).toBe('Provisioning disk');
    expect(formatStage('Ready')).toBe('Ready');
  });
});

describe('jobDestination', () => {
  it('goes to the resource when it exists, else to its list (VMs by default)', () => {
    expect(jobDestination({ resourceType: 'virtual_machine', resourceId: 42 })).toBe(
      '/virtualMachineDetails/42',
    );
    expect(jobDestination({ resourceType: 'network', resourceId: 7 })).toBe('/networks/7');
    expect(jobDestination({ resourceType: 'network', resourceId: null })).toBe('/networks');
    expect(jobDestination({ resourceType: 'virtual_machine', resourceId: null })).toBe(
      '/virtualMachines',
    );
  });

  it('takes a datacenter that is ready to the create screen, with that datacenter', () => {
    expect(jobDestination({ resourceType: 'datacenter', resourceId: 13 })).toBe(
      '/createVirtualMachine?datacenterId=13',
    );
  });
});
