import { useQuery } from '@tanstack/react-query';
import type { DemoListQuery } from '@contract/demos';
import { demosApi } from './demos-api';
import { sellersApi } from './sellers-api';

/** The console's query keys: a change to demos invalidates `demos`, to sellers `sellers`. */
export const keys = {
  me: ['console', 'me'] as const,
  demos: ['console', 'demos'] as const,
  demoList: (query: DemoListQuery) => ['console', 'demos', 'list', query] as const,
  demo: (id: string) => ['console', 'demos', 'one', id] as const,
  templates: ['console', 'templates'] as const,
  sellers: ['console', 'sellers'] as const,
};

export const useMe = () => useQuery({ queryKey: keys.me, queryFn: sellersApi.me, retry: false });
export const useDemoList = (query: DemoListQuery) =>
  useQuery({
    queryKey: keys.demoList(query),
    queryFn: () => demosApi.list(query),
    placeholderData: (previous) => previous,
  });
export const useDemo = (id: string) =>
  useQuery({ queryKey: keys.demo(id), queryFn: () => demosApi.get(id) });
export const useTemplates = () =>
  useQuery({ queryKey: keys.templates, queryFn: demosApi.templates, staleTime: 60_000 });
export const useSellers = () => useQuery({ queryKey: keys.sellers, queryFn: sellersApi.list });
