import { PersonPlus, PencilSquare } from 'react-bootstrap-icons';
import { LinkCard } from '@/components/link-card';
import { config } from '@/config/env';

/** The two order forms, each opened in a new window (their addresses come from configuration). */
export function OrderServices() {
  return (
    <div className="link-card-grid">
      <LinkCard
        external
        large
        to={config.orderNewCustomerUrl}
        icon={PersonPlus}
        title="New Customer"
        description="Order an account, services and capacity for a customer you are bringing on board."
      />
      <LinkCard
        external
        large
        to={config.orderAccountChangesUrl}
        icon={PencilSquare}
        title="Account Changes"
        description="Change an existing customer's services, capacity, contacts or billing details."
      />
    </div>
  );
}
