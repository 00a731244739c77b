import { CartPlus, Easel, JournalBookmark, ListCheck } from 'react-bootstrap-icons';
import { LinkCard } from '@/components/link-card';
import { paths } from '@/config/paths';

const DOCUMENT_CARDS = [
  {
    to: paths.partnerProductCollateral(),
    icon: Easel,
    title: 'Product Collateral',
    description: 'One pager, advantages, partner briefing, use cases and trial material.',
  },
  {
    to: paths.partnerPlaybooks(),
    icon: JournalBookmark,
    title: 'Playbooks',
    description: 'E-commerce, learning management and virtual desktop plays.',
  },
  {
    to: paths.partnerSetupProcesses(),
    icon: ListCheck,
    title: 'Setup Processes',
    description: 'Setting up customer accounts and your white-label portal.',
  },
];

/** Partner Resources: Order Services first, then the three document libraries. */
export function PartnerResources() {
  return (
    <div>
      <div className="mb-4">
        <LinkCard
          large
          to={paths.orderServices()}
          icon={CartPlus}
          title="Order Services"
          description="Request new services and submit change requests for your customers"
        />
      </div>
      <div className="link-card-grid">
        {DOCUMENT_CARDS.map((card) => (
          <LinkCard key={card.title} {...card} />
        ))}
      </div>
    </div>
  );
}
