import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { SellerMailMessage } from '@contract/signals';
import { useOutbox } from '../api/signals-api';
import { LoadFailed } from '../components/load-failed';
import { shownDate } from '../lib/dates';

/** The mail the trial would send to sellers (a prospect opened a demo), caught here. */
export function MailScreen() {
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = outbox.data?.find((m) => m.id === openId) ?? null;
  return (
    <section>
      <h1 tabIndex={-1}>Mail</h1>
      <p className="text-body-secondary">
        The sandbox sends no real mail: what it would send you is kept here.
      </p>
      {outbox.isPending ? (
        <div role="status">
          <Spinner size="sm" aria-hidden="true" /> Loading mail...
        </div>
      ) : outbox.isError ? (
        <LoadFailed error={outbox.error} retry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <p className="console-empty">No mail yet: you get one when a prospect opens your demo.</p>
      ) : (
        <div className="console-two">
          <ul className="list-group" aria-label="Messages">
            {outbox.data.map((m) => (
              <li key={m.id} className="list-group-item">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start"
                  aria-current={m.id === openId || undefined}
                  onClick={() => setOpenId(m.id)}
                >
                  {m.subject}
                </button>
                <div className="small text-body-secondary">
                  To {m.to}, {shownDate(m.sentAt)}
                </div>
              </li>
            ))}
          </ul>
          {open ? <Message mail={open} /> : <p className="console-empty">Choose a message.</p>}
        </div>
      )}
    </section>
  );
}

function Message({ mail }: { mail: SellerMailMessage }) {
  return (
    <article className="console-card" aria-labelledby="mail-subject">
      <h2 id="mail-subject" className="h5">
        {mail.subject}
      </h2>
      <p className="small text-body-secondary">
        To {mail.to}, {shownDate(mail.sentAt)}
      </p>
      <p className="console-mail-text">{mail.text}</p>
    </article>
  );
}
