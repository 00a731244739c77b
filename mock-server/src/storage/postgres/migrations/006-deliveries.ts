import type { Migration } from './migration';

/**
 * The trial's signals out: the webhook outbox (a row per delivery, claimed by one process at a
 * time) and the sellers' caught mail.
 */
export const deliveries: Migration = {
  version: 6,
  name: 'deliveries',
  sql: `
    create table deliveries (
      id text primary key,
      type text not null,
      body text not null,
      created_at timestamptz not null,
      status text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      last_error text,
      delivered_at timestamptz
    );
    create index deliveries_due on deliveries (next_attempt_at) where status = 'pending';
    create index deliveries_by_created on deliveries (created_at desc, id desc);

    create table seller_mail (
      id text primary key,
      seller_id text not null,
      recipient text not null,
      subject text not null,
      body text not null,
      demo_id text,
      sent_at timestamptz not null
    );
    create index seller_mail_by_seller on seller_mail (seller_id, sent_at desc);
    create index seller_mail_by_sent on seller_mail (sent_at desc, id desc);
  `,
};
