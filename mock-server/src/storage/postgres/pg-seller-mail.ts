import type { Pool } from 'pg';
import type { SellerMail, SellerMailStore } from '../ports/seller-mail';

type Row = {
  id: string;
  seller_id: string;
  recipient: string;
  subject: string;
  body: string;
  demo_id: string | null;
  sent_at: Date;
};

const toMail = (r: Row): SellerMail => ({
  id: r.id,
  sellerId: r.seller_id,
  to: r.recipient,
  subject: r.subject,
  text: r.body,
  demoId: r.demo_id,
  sentAt: r.sent_at,
});

/** The sellers' caught mail in PostgreSQL, shared by every process. */
export function pgSellerMailStore(pool: Pool): SellerMailStore {
  return {
    async add(m) {
      await pool.query(
        `insert into seller_mail (id, seller_id, recipient, subject, body, demo_id, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [m.id, m.sellerId, m.to, m.subject, m.text, m.demoId, m.sentAt],
      );
    },
    async list(sellerId, limit) {
      const { rows } = await pool.query<Row>(
        `select * from seller_mail where ($1::text is null or seller_id = $1)
         order by sent_at desc, id desc limit $2`,
        [sellerId, limit],
      );
      return rows.map(toMail);
    },
  };
}
