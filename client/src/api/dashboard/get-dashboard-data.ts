import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@contract/dashboard';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboardData() {
  const http = await lazyHttp();
  return unwrap<DashboardData>(await http.get('/virtualMachines/GetDashboardData'));
}

export const dashboardDataQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.data(), queryFn: getDashboardData });

export const useDashboardData = () => useQuery(dashboardDataQueryOptions());
