import { z } from 'zod';

const optionalId = z.coerce.number().int().positive().optional();

/**
 * GET /virtualMachines/listConfigurations: imageId and datacenterId (the create form: the
 * standard sizes whose RAM fits the image), or vmId (the upgrade dialog: the sizes with more
 * cores than the VM's that its provider offers).
 */
export const listConfigurationsQuerySchema = z
  .object({ imageId: optionalId, datacenterId: optionalId, vmId: optionalId })
  .refine(
    (q) => q.vmId !== undefined || (q.imageId !== undefined && q.datacenterId !== undefined),
    {
      message: 'Give imageId and datacenterId, or vmId',
    },
  );
export type ListConfigurationsQuery = z.input<typeof listConfigurationsQuerySchema>;

/** GET /virtualMachines/listProviders/{datacenterId}: providers offering that size there. */
export const listProvidersQuerySchema = z.object({
  imageId: optionalId,
  configurationId: optionalId,
});
export type ListProvidersQuery = z.input<typeof listProvidersQuerySchema>;
