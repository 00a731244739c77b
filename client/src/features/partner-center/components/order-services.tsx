import { PersonPlus, PencilSquare } from 'react-bootstrap-icons';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { LinkCard } from '@/components/link-card';
import { config } from '@/config/env';
import { orderFormUrl } from '../lib/order-form-url';

/**
 * The two order forms, each opened in a new window (their addresses come from configuration),
 * filled in with the partner's details and shown under the partner's brand.
 */
export function OrderServices() {
  const user = useCurrentUser().data;
  return (
    <div className="link-card-grid">
      <LinkCard
        external
        large
        to={orderFormUrl(config.orderNewCustomerUrl, user)}
        icon={PersonPlus}
        title="New Customer"
        description="Order an account, services and capacity for a customer you are bringing on board."
      />
      <LinkCard
        external
        large
        to={orderFormUrl(config.orderAccountChangesUrl, user)}
        icon={PencilSquare}
        title="Account Changes"
        description="Change an existing customer's services, capacity, contacts or billing details."
      />
    </div>
  );
}
