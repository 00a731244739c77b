import { useQuery } from '@tanstack/react-query';
import type { WorldKind } from '@contract/activity';
import type { DemoListQuery } from '@contract/demos';
import { demosApi } from './demos-api';
import { insightsApi, type Period } from './insights-api';
import { sellersApi } from './sellers-api';

/** The console's query keys: a change to demos invalidates `demos`, to sellers `sellers`. */
export const keys = {
  me: ['console', 'me'] as const,
  demos: ['console', 'demos'] as const,
  demoList: (query: DemoListQuery) => ['console', 'demos', 'list', query] as const,
  demo: (id: string) => ['console', 'demos', 'one', id] as const,
  templates: ['console', 'templates'] as const,
  sellers: ['console', 'sellers'] as const,
  activity: (id: string) => ['console', 'demos', 'activity', id] as const,
  funnel: (period: Period, kind: WorldKind) => ['console', 'funnel', period, kind] as const,
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
/** A demo's visits, refreshed while the page is open: the prospect may be in it right now. */
export const useDemoActivity = (id: string) =>
  useQuery({
    queryKey: keys.activity(id),
    queryFn: () => insightsApi.activity(id),
    refetchInterval: 30_000,
  });
export const useFunnel = (period: Period, kind: WorldKind) =>
  useQuery({
    queryKey: keys.funnel(period, kind),
    queryFn: () => insightsApi.funnel(period, kind),
    placeholderData: (previous) => previous,
  });
