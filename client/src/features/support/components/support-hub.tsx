import { Link } from 'react-router-dom';
import {
  BookHalf,
  ChatLeftText,
  CpuFill,
  Headset,
  JournalText,
  QuestionCircle,
  ShieldCheck,
} from 'react-bootstrap-icons';
import { LinkCard } from '@/components/link-card';
import { paths } from '@/config/paths';

const DOCUMENTATION = [
  {
    to: paths.supportFaq(),
    icon: QuestionCircle,
    title: 'FAQs',
    description: 'Answers to the questions customers ask most.',
  },
  {
    to: paths.supportPortalGuides(),
    icon: BookHalf,
    title: 'Portal Guides',
    description: 'Quick start, quick tips and the full service guide.',
  },
  {
    to: paths.supportTechnicalDocs(),
    icon: CpuFill,
    title: 'Technical Docs',
    description: 'Operating systems offered and VM sizing.',
  },
  {
    to: paths.supportPolicies(),
    icon: ShieldCheck,
    title: 'Policies',
    description: 'The Acceptable Use Policy.',
  },
];

/** The support hub: the documentation cards and the way to reach the support team. */
export function SupportHub() {
  return (
    <div className="support-hub">
      <h2 className="h5 mb-3">Documentation</h2>
      <div className="link-card-grid mb-4">
        {DOCUMENTATION.map((card) => (
          <LinkCard key={card.title} {...card} />
        ))}
      </div>
      <div className="card">
        <div className="card-body">
          <h2 className="h5 d-flex align-items-center gap-2">
            <Headset aria-hidden="true" /> Support &amp; Resources
          </h2>
          <p className="text-secondary">
            Cannot find the answer? Our support team answers within 24 hours during business hours.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={paths.supportOpenTicket()}>
              <ChatLeftText className="me-2" aria-hidden="true" />
              Open a Support Ticket
            </Link>
            <Link className="btn btn-outline-secondary" to={paths.supportReleaseNotes()}>
              <JournalText className="me-2" aria-hidden="true" />
              Release Notes
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
