import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { worldLeadSchema } from '@contract/sales-leads';
import { answer, consoleHttp } from './console-http';

export const leadKeys = { list: ['console', 'leads'] as const };

export const leadsApi = {
  list: () => consoleHttp.get('/__leads').then(answer(z.array(worldLeadSchema))),
};

/** Visitors keep worlds and write to sales at any time: looked at again while shown. */
export const useLeads = () =>
  useQuery({ queryKey: leadKeys.list, queryFn: leadsApi.list, refetchInterval: 30_000 });
