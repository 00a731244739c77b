import '@/styles/support.css';
import type { DocumentLibrary } from '@contract/documents';
import { OrderServices, PartnerResources } from '@/features/partner-center';
import { DocumentLibraryView } from '@/components/documents/document-library';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';

const PARTNER_CENTER = { label: 'Partner Center', to: paths.partnerCenter() };

// The area is the Partner Center (its menu item, every trail inside it); its first page is
// titled Partner Resources.
export function PartnerCenterRoute() {
  return (
    <PageFrame
      breadcrumbs={[{ label: PARTNER_CENTER.label }]}
      title="Partner Resources"
      width="wide"
    >
      <PartnerResources />
    </PageFrame>
  );
}

export function OrderServicesRoute() {
  return (
    <PageFrame breadcrumbs={[PARTNER_CENTER, { label: 'Order Services' }]} width="wide">
      <OrderServices />
    </PageFrame>
  );
}

const documents = (library: DocumentLibrary, label: string) =>
  function PartnerDocumentsRoute() {
    return (
      <PageFrame breadcrumbs={[PARTNER_CENTER, { label }]} width="wide">
        <DocumentLibraryView library={library} />
      </PageFrame>
    );
  };

export const ProductCollateralRoute = documents('productCollateral', 'Product Collateral');
export const PlaybooksRoute = documents('playbooks', 'Playbooks');
export const SetupProcessesRoute = documents('setupProcesses', 'Setup Processes');
