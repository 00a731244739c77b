import { z } from 'zod';
import {
  createVmRequestSchema,
  VM_MAX_COPIES,
  VM_MESSAGES,
  type CreateVmRequest,
} from '@contract/virtual-machines';
import type { Cascade } from './create-cascade';

/** A dropdown's value: null until chosen, then an id. Reads as number | null, yields number. */
const choice = (message: string) =>
  z
    .number()
    .nullable()
    .transform((value, ctx): number => {
      if (value !== null && value > 0) return value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

export type CreateVmFormValues = Cascade & {
  numberOfInstances: number;
  /** 0 = no team. */
  teamId: number;
  name: string;
  allocatePublicIp: boolean;
};

export const CREATE_VM_DEFAULTS: Omit<CreateVmFormValues, keyof Cascade> = {
  numberOfInstances: 1,
  teamId: 0,
  name: '',
  allocatePublicIp: true,
};

/** The create form's rules with their fixed messages; the name rule is the server's own. */
export const createVmFormSchema = z
  .object({
    countryId: choice(VM_MESSAGES.country),
    regionId: choice(VM_MESSAGES.region),
    datacenterId: choice(VM_MESSAGES.datacenter),
    imageId: choice(VM_MESSAGES.image),
    configurationId: choice(VM_MESSAGES.configuration),
    providerId: choice(VM_MESSAGES.emptyFields),
    // An emptied number input arrives as NaN: that is an empty field, not a bad count.
    numberOfInstances: z
      .number({ error: VM_MESSAGES.emptyFields })
      .int(VM_MESSAGES.copies)
      .min(1, VM_MESSAGES.copies)
      .max(VM_MAX_COPIES, VM_MESSAGES.copies),
    teamId: z.number().int().min(0),
    name: createVmRequestSchema.shape.name,
    allocatePublicIp: z.boolean(),
  })
  .transform((v): CreateVmRequest => ({
    datacenterId: v.datacenterId,
    imageId: v.imageId,
    configurationId: v.configurationId,
    providerId: v.providerId,
    name: v.name,
    numberOfInstances: v.numberOfInstances,
    ...(v.teamId > 0 ? { teamId: v.teamId } : {}),
    allocatePublicIp: v.allocatePublicIp,
  }));

/** These are required, and any of them missing earns 'Please fill in empty fields'. */
export function hasEmptyRequired(values: CreateVmFormValues): boolean {
  const { datacenterId, imageId, configurationId, providerId, numberOfInstances, name } = values;
  return (
    [datacenterId, imageId, configurationId, providerId].some((v) => v === null) ||
    Number.isNaN(numberOfInstances) ||
    name.trim() === ''
  );
}
