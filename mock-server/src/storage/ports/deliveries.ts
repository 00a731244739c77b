/** Where a delivery stands: waiting (or being sent), received by the endpoint, or given up. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One webhook call to make: the exact body signed and sent on every attempt. */
export type NewDelivery = {
  /** Unique, sent as x-sandbox-delivery on every attempt. */
  id: string;
  type: string;
  /** The JSON body as sent, byte for byte (its signature covers these bytes). */
  body: string;
  createdAt: Date;
};

export type DeliveryRecord = NewDelivery & {
  status: DeliveryStatus;
  /** Attempts begun, the one in flight included. */
  attempts: number;
  /** When it is due (again); while an attempt is in flight, when that claim lapses. */
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  /** Why the last attempt failed (the endpoint's status or the network error). */
  lastError: string | null;
  deliveredAt: Date | null;
};

/** What an attempt that did not deliver leaves: a time to try again, or none (given up). */
export type FailedAttempt = { at: Date; error: string; retryAt: Date | null };

/**
 * The trial's webhook outbox: a delivery is stored before the event that causes it counts as
 * recorded, and stays until the endpoint took it or it was given up. Where several processes
 * share the storage, each due delivery is claimed by one of them only.
 */
export interface DeliveryStore {
  /** Stores a delivery due at once, durably. */
  enqueue(delivery: NewDelivery): Promise<void>;
  /**
   * Up to `limit` deliveries due at `now`, each counted as an attempt and held until
   * `leaseUntil` (no other claim gets it before, so a process that dies while sending only
   * delays it).
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRecord[]>;
  delivered(id: string, at: Date): Promise<void>;
  failed(id: string, attempt: FailedAttempt): Promise<void>;
  find(id: string): Promise<DeliveryRecord | null>;
  /** The newest first. */
  recent(limit: number): Promise<DeliveryRecord[]>;
  /** Forgets deliveries finished (delivered or given up) before `before`. */
  removeFinishedBefore(before: Date): Promise<void>;
}
