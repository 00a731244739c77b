import { lazy, memo, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CartPlus } from 'react-bootstrap-icons';
import { DashboardTeams, VmUsageTab } from '@/features/dashboard';
import { GettingStartedPanel } from '@/features/getting-started';
import { TrialUsage } from '@/features/quotas';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { Tabs } from '@/components/tabs';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/app/page-spinner';
import { isHostedWorld } from '@/lib/is-hosted-world';

// Only a hosted world offers it: nowhere else is this code loaded.
const TalkToSalesButton = lazy(() =>
  import('@/features/hosted-world').then((m) => ({ default: m.TalkToSalesButton })),
);

type DashboardTab = 'usage' | 'teams';

/** Dashboard: VM Usage (default) and Teams tabs; resellers get Order Services. */
export function DashboardRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  return (
    <PageFrame
      breadcrumbs={[{ label: 'Dashboard' }]}
      width="wide"
      primaryAction={
        user?.isReseller
          ? {
              name: 'Order Services',
              icon: CartPlus,
              onClick: () => void navigate(paths.orderServices()),
            }
          : undefined
      }
    >
      <DashboardContent />
    </PageFrame>
  );
}

/**
 * The screen below its frame, which alone depends on who is signed in: when /users/me answers,
 * a moment after the first render, the frame renders again and this is left as it is (without
 * `memo`, the whole screen again: a long task on a phone).
 */
const DashboardContent = memo(function DashboardContent() {
  // The tab lives in the query string, so coming back from a team reopens the Teams tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = searchParams.get('tab') === 'teams' ? 'teams' : 'usage';
  const selectTab = (key: DashboardTab) =>
    setSearchParams(key === 'teams' ? { tab: 'teams' } : {}, { replace: true });

  return (
    <>
      <GettingStartedPanel
        nextStep={
          isHostedWorld() ? (
            <Suspense fallback={null}>
              <TalkToSalesButton className="btn btn-link btn-sm p-0 align-baseline" />
            </Suspense>
          ) : undefined
        }
      />
      <TrialUsage />
      <Tabs
        id="dashboard-tabs"
        active={tab}
        onSelect={selectTab}
        className="app-tabs mb-3"
        tabs={[
          { key: 'usage', title: 'VM Usage', content: <VmUsageTab /> },
          {
            key: 'teams',
            title: 'Teams',
            content: (
              <Suspense fallback={<PageSpinner />}>
                <DashboardTeams />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
});
