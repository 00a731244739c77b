import '@/styles/support.css';
import type { DocumentLibrary } from '@contract/documents';
import { FaqView, OpenTicketForm, SupportHub } from '@/features/support';
import { DocumentLibraryView } from '@/components/documents/document-library';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';

const SUPPORT = { label: 'Support', to: paths.support() };

export function SupportRoute() {
  return (
    <PageFrame breadcrumbs={[{ label: 'Support' }]} width="wide">
      <SupportHub />
    </PageFrame>
  );
}

export function FaqRoute() {
  return (
    <PageFrame breadcrumbs={[SUPPORT, { label: 'FAQ' }]} width="wide">
      <h2 className="h4 mb-3">Frequently Asked Questions</h2>
      <FaqView />
    </PageFrame>
  );
}

export function OpenTicketRoute() {
  return (
    <PageFrame breadcrumbs={[SUPPORT, { label: 'Open a Support Ticket' }]}>
      <div className="card">
        <div className="card-body">
          <h2 className="h5">How to Get Support</h2>
          <p className="text-secondary">
            Describe what you need in one message: the virtual machines or networks involved, what
            you expected and what happened instead. The team answers within 24 hours during business
            hours, and you receive a confirmation email with a copy of your message.
          </p>
          <OpenTicketForm />
        </div>
      </div>
    </PageFrame>
  );
}

const documents = (library: DocumentLibrary, label: string) =>
  function DocumentsRoute() {
    return (
      <PageFrame breadcrumbs={[SUPPORT, { label }]} width="wide">
        <DocumentLibraryView library={library} />
      </PageFrame>
    );
  };

export const PoliciesRoute = documents('policies', 'Policies');
export const PortalGuidesRoute = documents('portalGuides', 'Portal Guides');
export const TechnicalDocsRoute = documents('technicalDocs', 'Technical Docs');
export const ReleaseNotesRoute = documents('releaseNotes', 'Release Notes Archive');
