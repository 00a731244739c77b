import { z } from 'zod';
import { pageQuery } from './page-query';
import { isoDate, queryBool } from './envelope';
import { VM_STATUSES } from './vm-status';

export const VM_PAGE_SIZE = 10;
export const VM_MAX_COPIES = 10;
export const VM_NAME_MAX = 64;

export const VM_MESSAGES = {
  emptyFields: 'Please fill in empty fields',
  copies: 'Number of copies must be between 1 to 10',
  country: 'Please select a country',
  region: 'Please select a region',
  datacenter: 'Please select a datacenter',
  image: 'Please select an Image',
  configuration: 'Please select a machine configuration',
  noProvider: 'Chosen configuration has no possible provider',
  nameTooLong: 'VM name must be 64 characters or fewer',
  nameCharacters: 'VM name may contain only letters, digits and hyphens',
} as const;

// ---- catalogue ----
export const namedSchema = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;
export const regionSchema = namedSchema.extend({
  countryId: z.number(),
  countryRegion: z.string(),
});
export type Region = z.infer<typeof regionSchema>;
export const datacenterSchema = namedSchema.extend({ regionId: z.number(), city: z.string() });
export type Datacenter = z.infer<typeof datacenterSchema>;
export const imageSchema = namedSchema.extend({ os: z.enum(['linux', 'windows']) });
export type VmImage = z.infer<typeof imageSchema>;
export const configurationSchema = namedSchema.extend({
  cpu: z.number(),
  ram: z.number(),
  disk: z.number(),
});
export type VmConfiguration = z.infer<typeof configurationSchema>;

export const datacenterAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  currentProgress: z.object({ jobId: z.number() }).nullable(),
});
export type DatacenterAvailability = z.infer<typeof datacenterAvailabilitySchema>;

// ---- list ----
export const VM_SORT_COLUMNS = ['name', 'status', 'configuration', 'createdAt'] as const;
export type VmSortColumn = (typeof VM_SORT_COLUMNS)[number];

export const vmListQuerySchema = pageQuery('rowsPerPage', VM_PAGE_SIZE).extend({
  sortColumn: z.enum(VM_SORT_COLUMNS).optional().default('createdAt'),
  sortDescending: queryBool.optional().default(true),
  teamId: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type VmListQuery = z.input<typeof vmListQuerySchema>;

export const vmListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(VM_STATUSES),
  configuration: z.string(),
  cpu: z.number(),
  ram: z.number(),
  createdAt: isoDate,
});
export type VmListRow = z.infer<typeof vmListRowSchema>;
export const vmListResponseSchema = z.object({
  data: z.array(vmListRowSchema),
  totalPages: z.number(),
});
export type VmListResponse = z.infer<typeof vmListResponseSchema>;

// ---- details ----
export const vmDetailsSchema = z.object({
  status: z.enum(VM_STATUSES),
  virtualMachine: z.object({
    id: z.number(),
    name: z.string(),
    configuration: z.string(),
    configurationId: z.number().nullable(),
    isCustom: z.boolean(),
    cpu: z.number(),
    ram: z.number(),
    disk: z.number(),
    country: z.string(),
    region: z.string(),
    image: z.string(),
    createdAt: isoDate,
    updatedAt: isoDate,
    username: z.string(),
    teamId: z.number().nullable(),
    datacenterId: z.number(),
  }),
  /** cpuUsage: percent of all cores (0-100); ramUsage: GB in use, at most `ram`. Zero unless Running. */
  usage: z.object({ cpuUsage: z.number(), ramUsage: z.number() }),
  consoleAvailable: z.boolean(),
  networkHotplug: z.boolean(),
});
export type VmDetails = z.infer<typeof vmDetailsSchema>;

// ---- writes ----
const requiredId = z.coerce
  .number({ error: VM_MESSAGES.emptyFields })
  .int()
  .positive(VM_MESSAGES.emptyFields);

export const createVmRequestSchema = z.object({
  datacenterId: requiredId,
  imageId: requiredId,
  configurationId: requiredId,
  providerId: requiredId,
  name: z
    .string({ error: VM_MESSAGES.emptyFields })
    .trim()
    .min(1, VM_MESSAGES.emptyFields)
    .max(VM_NAME_MAX, { message: VM_MESSAGES.nameTooLong, abort: true })
    .regex(/^[A-Za-z0-9-]+$/, VM_MESSAGES.nameCharacters),
  numberOfInstances: z.coerce
    .number({ error: VM_MESSAGES.emptyFields })
    .int(VM_MESSAGES.copies)
    .min(1, VM_MESSAGES.copies)
    .max(VM_MAX_COPIES, VM_MESSAGES.copies),
  /** 0 or null: unassigned, as the edit call reads it too. */
  teamId: z.coerce.number().int().min(0).nullable().optional(),
  allocatePublicIp: z.boolean().default(true),
});
export type CreateVmRequest = z.input<typeof createVmRequestSchema>;

export const editVmRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, VM_MESSAGES.emptyFields)
      .max(VM_NAME_MAX, { message: VM_MESSAGES.nameTooLong, abort: true })
      .regex(/^[A-Za-z0-9-]+$/, VM_MESSAGES.nameCharacters)
      .optional(),
    teamId: z.number().int().min(0).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.teamId !== undefined, { message: 'No changes made' });
export type EditVmRequest = z.input<typeof editVmRequestSchema>;

export const changeConfigurationRequestSchema = z.object({
  id: z.coerce.number().int().positive(),
  configurationId: requiredId,
});

export const vmPasswordSchema = z.object({ sshPassword: z.string() });
export const vmAccessKeySchema = z.object({ privateKey: z.string() });
export const vmConsoleSchema = z.object({ consoleUrl: z.string() });
