import type { Clock } from '../../simulation/clock';
import type { DeliveryRecord, DeliveryStore } from '../../storage/ports/deliveries';
import { retryAt, verdictOf } from './webhook-retry';
import { signatureOf } from './webhook-signature';

/** An endpoint that has not answered by then has failed this attempt. */
export const SEND_TIMEOUT_MS = 10_000;
/** A claimed delivery is another process's again after this (well past the timeout). */
const LEASE_MS = 60_000;
/** How often the outbox is looked at for what has come due (a new event wakes it at once). */
const POLL_MS = 1_000;
const BATCH = 10;
/** Delivered and given-up deliveries are shown this long, then forgotten. */
const KEEP_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export type WebhookTarget = { url: string; secret: string };

/**
 * Sends the outbox's due deliveries, one loop per process: each delivery claimed (by this
 * process only), POSTed with its signature, then marked delivered, due again later, or given
 * up. Never on a request's path: a request only enqueues and wakes it.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private turn: Promise<void> = Promise.resolve();
  private prunedAt = 0;

  constructor(
    private readonly store: DeliveryStore,
    private readonly target: WebhookTarget,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** Stops looking; resolves once the sends in flight are marked. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.turn;
  }

  /** Something was enqueued: look now rather than at the next poll. */
  wake(): void {
    if (this.running) this.schedule(0);
  }

  /** Sends everything due now (after any send in flight); what the loop runs each time. */
  tick(): Promise<void> {
    this.turn = this.turn
      .then(() => this.sendDue())
      .catch((error: unknown) => {
        this.log(`Webhook deliveries could not be sent: ${messageOf(error)}`);
      });
    return this.turn;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick().then(() => {
        if (this.running && !this.timer) this.schedule(POLL_MS);
      });
    }, ms);
    this.timer.unref();
  }

  private async sendDue() {
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.store.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      await Promise.all(claimed.map((d) => this.attempt(d)));
      if (claimed.length < BATCH) break;
    }
    await this.prune();
  }

  private async attempt(delivery: DeliveryRecord) {
    const outcome = await this.post(delivery);
    const at = this.clock.now();
    if (outcome === 'delivered') return this.store.delivered(delivery.id, at);
    const retry = outcome.permanent ? null : retryAt(delivery.createdAt, delivery.attempts, at);
    const error = retry || outcome.permanent ? outcome.error : `Given up: ${outcome.error}`;
    await this.store.failed(delivery.id, { at, error, retryAt: retry });
  }

  private async post(
    delivery: DeliveryRecord,
  ): Promise<'delivered' | { error: string; permanent: boolean }> {
    try {
      const response = await fetch(this.target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'stratus-sandbox-webhooks',
          'x-sandbox-delivery': delivery.id,
          'x-sandbox-signature': signatureOf(delivery.body, this.target.secret),
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The endpoint's answer is not read: only its status counts.
      await response.body?.cancel().catch(() => {});
      const verdict = verdictOf(response.status);
      if (verdict === 'delivered') return 'delivered';
      return { error: `Answered ${response.status}`, permanent: verdict === 'permanent' };
    } catch (error) {
      return { error: `Not reached: ${messageOf(error)}`, permanent: false };
    }
  }

  private async prune() {
    const now = this.clock.now().getTime();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.store.removeFinishedBefore(new Date(now - KEEP_MS));
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
