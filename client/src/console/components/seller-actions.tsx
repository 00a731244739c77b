import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELLER_MESSAGES, type AddedSeller, type Seller } from '@contract/sellers';
import { notify } from '@/lib/notify';
import { keys } from '../api/queries';
import { sellersApi } from '../api/sellers-api';
import { ConfirmAction } from './confirm-action';

type Props = {
  seller: Seller;
  /** A new activation link was made: the page shows it to copy. */
  onLinkIssued: (issued: AddedSeller) => void;
};

/** The operator's actions on a seller: a new activation link, or removal (confirmed). */
export function SellerActions({ seller, onLinkIssued }: Props) {
  const [asking, setAsking] = useState(false);
  const client = useQueryClient();
  const issue = useMutation({
    mutationFn: () => sellersApi.newActivation(seller.id),
    onSuccess: onLinkIssued,
    onError: (error) => notify.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => sellersApi.remove(seller.id),
    onSuccess: async () => {
      setAsking(false);
      notify.success(SELLER_MESSAGES.removed);
      await client.invalidateQueries({ queryKey: keys.sellers });
    },
    onError: (error) => {
      setAsking(false);
      notify.error(error.message);
    },
  });

  return (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => issue.mutate()}
        disabled={issue.isPending}
        aria-label={`New activation link for ${seller.name}`}
      >
        New link
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => setAsking(true)}
        aria-label={`Remove ${seller.name}`}
      >
        Remove
      </button>
      <ConfirmAction
        show={asking}
        title="Remove the seller?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      >
        {seller.name} ({seller.email}) can no longer sign in to the console. The demos they made
        stay, shared with the team.
      </ConfirmAction>
    </div>
  );
}
