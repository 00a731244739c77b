import type { QueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { vmKeys } from './vms-keys';

/** What a VM action or a finished VM job can change: lists, details and interfaces. */
export const liveVmKeys = () => [vmKeys.lists(), vmKeys.details(), vmKeys.netAdapters()];

export const refreshVms = (queryClient: QueryClient) => invalidate(queryClient, ...liveVmKeys());
