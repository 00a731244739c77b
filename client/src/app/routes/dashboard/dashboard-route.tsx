import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CartPlus } from 'react-bootstrap-icons';
import { VmUsageTab, DashboardTeams } from '@/features/dashboard';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';

type DashboardTab = 'usage' | 'teams';

/** Dashboard: VM Usage (default) and Teams tabs; resellers get Order Services. */
export function DashboardRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // The tab lives in the query string, so coming back from a team reopens the Teams tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = searchParams.get('tab') === 'teams' ? 'teams' : 'usage';
  const selectTab = (key: string | null) =>
    setSearchParams(key === 'teams' ? { tab: 'teams' } : {}, { replace: true });

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
      <Tabs
        id="dashboard-tabs"
        activeKey={tab}
        onSelect={selectTab}
        mountOnEnter
        className="app-tabs mb-3"
      >
        <Tab eventKey="usage" title="VM Usage">
          <VmUsageTab />
        </Tab>
        <Tab eventKey="teams" title="Teams">
          <DashboardTeams />
        </Tab>
      </Tabs>
    </PageFrame>
  );
}
