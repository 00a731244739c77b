import { describe, expect, it } from 'vitest';
import { EMPTY_CASCADE } from './create-cascade';
import {
  CREATE_VM_DEFAULTS,
  createVmFormSchema,
  hasEmptyRequired,
  type CreateVmFormValues,
} from './create-vm-schema';

const valid: CreateVmFormValues = {
  countryId: 1,
  regionId: 2,
  datacenterId: 3,
  imageId: 4,
  configurationId: 5,
  providerId: 6,
  ...CREATE_VM_DEFAULTS,
  name: '  web-01 ',
};

const messages = (values: CreateVmFormValues) => {
  const result = createVmFormSchema.safeParse(values);
  if (result.success) return {};
  // The form shows a field's first message, as react-hook-form's resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('create VM validation', () => {
  it('builds the create payload: trimmed name, no team when none is chosen', () => {
    expect(createVmFormSchema.parse(valid)).toEqual({
      datacenterId: 3,
      imageId: 4,
      configurationId: 5,
      providerId: 6,
      name: 'web-01',
      numberOfInstances: 1,
      allocatePublicIp: true,
    });
    expect(createVmFormSchema.parse({ ...valid, teamId: 7 }).teamId).toBe(7);
  });

  it('asks for each missing choice in the form’s fixed words', () => {
    expect(messages({ ...EMPTY_CASCADE, ...CREATE_VM_DEFAULTS })).toEqual({
      countryId: 'Please select a country',
      regionId: 'Please select a region',
      datacenterId: 'Please select a datacenter',
      imageId: 'Please select an Image',
      configurationId: 'Please select a machine configuration',
      providerId: 'Please fill in empty fields',
      name: 'Please fill in empty fields',
    });
  });

  it('keeps copies between 1 and 10', () => {
    const copies = 'Number of copies must be between 1 to 10';
    expect(messages({ ...valid, numberOfInstances: 0 })).toEqual({ numberOfInstances: copies });
    expect(messages({ ...valid, numberOfInstances: 11 })).toEqual({ numberOfInstances: copies });
    expect(messages({ ...valid, numberOfInstances: 2.5 })).toEqual({ numberOfInstances: copies });
    expect(messages({ ...valid, numberOfInstances: 10 })).toEqual({});
    expect(messages({ ...valid, numberOfInstances: NaN })).toEqual({
      numberOfInstances: 'Please fill in empty fields',
    });
  });

  it('applies the server’s name rule', () => {
    expect(messages({ ...valid, name: 'web 01' })).toEqual({
      name: 'VM name may contain only letters, digits and hyphens',
    });
    expect(messages({ ...valid, name: 'a'.repeat(65) })).toEqual({
      name: 'VM name must be 64 characters or fewer',
    });
  });

  it('tells when a required field is empty', () => {
    expect(hasEmptyRequired(valid)).toBe(false);
    expect(hasEmptyRequired({ ...valid, name: '  ' })).toBe(true);
    expect(hasEmptyRequired({ ...valid, providerId: null })).toBe(true);
    expect(hasEmptyRequired({ ...valid, numberOfInstances: NaN })).toBe(true);
    // An out-of-range count is not "empty": it has its own message.
    expect(hasEmptyRequired({ ...valid, numberOfInstances: 40 })).toBe(false);
  });
});
