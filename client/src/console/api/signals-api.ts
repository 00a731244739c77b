import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deliveryListSchema, deliverySchema, sellerMailSchema } from '@contract/signals';
import { answer, consoleHttp } from './console-http';

export const signalKeys = {
  deliveries: ['console', 'deliveries'] as const,
  outbox: ['console', 'outbox'] as const,
};

export const signalsApi = {
  deliveries: () => consoleHttp.get('/__insights/deliveries').then(answer(deliveryListSchema)),
  sendTest: () => consoleHttp.post('/__insights/deliveries/test', {}).then(answer(deliverySchema)),
  outbox: () => consoleHttp.get('/__insights/outbox').then(answer(z.array(sellerMailSchema))),
};

/** Deliveries change on their own (retries, the sender): looked at again while shown. */
export const useDeliveries = () =>
  useQuery({
    queryKey: signalKeys.deliveries,
    queryFn: signalsApi.deliveries,
    refetchInterval: 10_000,
  });
export const useOutbox = () =>
  useQuery({ queryKey: signalKeys.outbox, queryFn: signalsApi.outbox });
