import { randomUUID } from 'node:crypto';
import {
  DELIVERIES_SHOWN,
  MAIL_SHOWN,
  SIGNAL_MESSAGES,
  type WebhookPayload,
} from '@contract/signals';
import type { ConsoleUser } from '@contract/sellers';
import { HttpError } from '../../domain/shared/errors';
import type { Clock } from '../../simulation/clock';
import type { DeliveryRecord } from '../../storage/ports/deliveries';
import type { SellerMail } from '../../storage/ports/seller-mail';
import type { WorldStorage } from '../../storage/ports/world-storage';
import { apexOrigin, type TrialConfig } from './trial-config';
import { WebhookSender } from './webhook-sender';

/** Something a prospect did that the sales team hears of. */
export type TrialSignal = {
  type: 'demo.opened' | 'demo.returned' | 'world.milestone' | 'trial.kept' | 'trial.contact';
  world: string;
  demo?: { id: string; company: string; seller?: { id: string | null; name: string } };
  summary: string;
  at: Date;
};

type Seller = { id: string; name: string; email: string };
type Storage = Pick<
  WorldStorage,
  'deliveryStore' | 'sellerMailStore' | 'sellerStore' | 'demoStore'
>;

/**
 * The trial's signals out: each event becomes a webhook delivery in the durable outbox (when
 * TRIAL_WEBHOOK_URL is set) and, on a demo's first opening, a mail to the seller who made it
 * (caught in the trial's outbox: the sandbox sends no real mail). `emit` resolves once both
 * are stored and never throws: a signal that cannot be stored is logged, the request that
 * caused it goes on.
 */
export class Signals {
  /** Null when webhooks are off. */
  readonly sender: WebhookSender | null;

  constructor(
    private readonly storage: Storage,
    private readonly config: TrialConfig,
    private readonly clock: Clock,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {
    const { webhook } = config;
    this.sender = webhook ? new WebhookSender(storage.deliveryStore, webhook, clock, log) : null;
  }

  async emit(event: TrialSignal): Promise<void> {
    try {
      const seller = event.demo ? await this.sellerOf(event.demo.id) : null;
      await Promise.all([
        this.enqueue(event.type, event.at, {
          world: event.world,
          summary: event.summary,
          ...(event.demo && {
            demo: {
              id: event.demo.id,
              company: event.demo.company,
              ...(seller && { seller: { name: seller.name, email: seller.email } }),
            },
          }),
        }),
        event.type === 'demo.opened' && event.demo && seller
          ? this.mail(seller, event, event.demo)
          : null,
      ]);
    } catch (error) {
      this.log(`The ${event.type} signal of ${event.world} was lost: ${messageOf(error)}`);
    }
  }

  /** Enqueues a `test` event (for the console's button); 409 when webhooks are off. */
  async sendTest(by: ConsoleUser): Promise<DeliveryRecord> {
    if (!this.sender) throw new HttpError(409, SIGNAL_MESSAGES.notConfigured);
    const summary = `A test event sent by ${by.name} from the sales console`;
    const id = await this.enqueue('test', this.clock.now(), { world: null, summary });
    const stored = id ? await this.storage.deliveryStore.find(id) : null;
    if (!stored) throw new Error('The test delivery was not stored');
    return stored;
  }

  recentDeliveries(): Promise<DeliveryRecord[]> {
    return this.storage.deliveryStore.recent(DELIVERIES_SHOWN);
  }

  /** The caught mail a console user may read: a seller their own, the operator everyone's. */
  outboxFor(user: ConsoleUser): Promise<SellerMail[]> {
    if (user.kind === 'seller' && !user.id) return Promise.resolve([]);
    return this.storage.sellerMailStore.list(user.kind === 'seller' ? user.id : null, MAIL_SHOWN);
  }

  /** Where deliveries go, without the path (which may carry a token); null when off. */
  get endpoint(): string | null {
    return this.config.webhook ? new URL(this.config.webhook.url).origin : null;
  }

  start(): void {
    this.sender?.start();
  }

  stop(): Promise<void> {
    return this.sender?.stop() ?? Promise.resolve();
  }

  private async enqueue(
    type: WebhookPayload['type'],
    at: Date,
    rest: Omit<WebhookPayload, 'id' | 'type' | 'at'>,
  ): Promise<string | null> {
    if (!this.sender) return null;
    const id = randomUUID();
    const body = JSON.stringify({ id, type, at: at.toISOString(), ...rest });
    await this.storage.deliveryStore.enqueue({ id, type, body, createdAt: this.clock.now() });
    this.sender.wake();
    return id;
  }

  /** The seller who made the demo, with their email; null for the operator's demos. */
  private async sellerOf(demoId: string): Promise<Seller | null> {
    const demo = await this.storage.demoStore.find(demoId);
    const by = demo?.createdBy;
    if (by?.kind !== 'seller' || !by.id) return null;
    const seller = await this.storage.sellerStore.byId(by.id);
    return seller ? { id: seller.id, name: seller.name, email: seller.email } : null;
  }

  private mail(seller: Seller, event: TrialSignal, demo: { id: string; company: string }) {
    const link = `${apexOrigin(this.config)}/console/demos/${encodeURIComponent(demo.id)}`;
    return this.storage.sellerMailStore.add({
      id: randomUUID(),
      sellerId: seller.id,
      to: seller.email,
      subject: `${demo.company} opened your demo`,
      text: [
        `Hello ${seller.name},`,
        '',
        `${demo.company} opened the demo you made for them, at ${event.at.toISOString()}.`,
        event.summary,
        '',
        `See what they do in it: ${link}`,
      ].join('\n'),
      demoId: demo.id,
      sentAt: this.clock.now(),
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
