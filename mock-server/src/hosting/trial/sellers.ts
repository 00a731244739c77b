import { randomBytes, randomUUID } from 'node:crypto';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../domain/auth/passwords';
import { sha256 } from '../../domain/auth/secure-compare';
import type { Clock } from '../../simulation/clock';
import type { SellerActivation, SellerRecord, SellerStore } from '../../storage/ports/sellers';

const HOUR = 3_600_000;
/** An activation link works once, for 72 hours. */
export const ACTIVATION_MS = 72 * HOUR;
/** A console session ends after 12 hours unused, and after 7 days whatever its use. */
export const SESSION_IDLE_MS = 12 * HOUR;
export const SESSION_MAX_MS = 7 * 24 * HOUR;
/** A session's last use is stored at most this often (each store is a durable write). */
const TOUCH_EVERY_MS = 60_000;

const newToken = () => randomBytes(32).toString('base64url');
// 256 random bits: a plain hash is enough, no slow password hash is needed.
const hashToken = (token: string) => sha256(token);

export type SignedIn = { seller: SellerRecord; token: string; expiresAt: Date };

/**
 * The sales console's accounts: added by the operator with a one-time activation link, signed
 * in by email and password, kept signed in by a session renewed while used. Tokens (links,
 * cookies) are handed out once and kept only as hashes.
 */
export class Sellers {
  constructor(
    private readonly store: SellerStore,
    private readonly clock: Clock,
    private readonly passwordCost: number,
  ) {}

  /** A new seller and its activation token; null when the email is taken. */
  async add(email: string, name: string): Promise<{ seller: SellerRecord; token: string } | null> {
    const now = this.clock.now();
    const seller: SellerRecord = {
      id: randomUUID(),
      email: email.trim().toLowerCase(),
      name,
      passwordHash: null,
      activatedAt: null,
      createdAt: now,
    };
    const token = newToken();
    return (await this.store.add(seller, this.activationFor(seller.id, token)))
      ? { seller, token }
      : null;
  }

  /**
   * A new activation link for a seller whose link was lost or ran out, or who forgot their
   * password; earlier links stop working. Null when there is no such seller.
   */
  async newActivation(id: string): Promise<{ seller: SellerRecord; token: string } | null> {
    const seller = await this.store.byId(id);
    if (!seller) return null;
    const token = newToken();
    const replaced = await this.store.replaceActivation(this.activationFor(id, token));
    return replaced ? { seller, token } : null;
  }

  /** A seller leaves the team: their links and sessions end; the demos they made stay. */
  remove(id: string): Promise<boolean> {
    return this.store.remove(id);
  }

  /**
   * Sets the password of the seller the token was issued to, ending their other sessions; false
   * when it is used or stale.
   */
  async activate(token: string, password: string): Promise<boolean> {
    const activation = await this.store.takeActivation(hashToken(token));
    const now = this.clock.now();
    if (!activation || activation.expiresAt <= now) return false;
    const hash = await hashPassword(password, this.passwordCost);
    await this.store.setPassword(activation.sellerId, hash, now);
    return true;
  }

  /** A new session, or null; an unknown email costs the same password check as a wrong one. */
  async signIn(email: string, password: string): Promise<SignedIn | null> {
    const seller = await this.store.byEmail(email.trim().toLowerCase());
    const hash = seller?.passwordHash ?? (await dummyPasswordHash(this.passwordCost));
    if (!(await verifyPassword(password, hash)) || !seller?.passwordHash) return null;
    const now = this.clock.now();
    await this.removeExpired();
    const token = newToken();
    await this.store.addSession({
      tokenHash: hashToken(token),
      sellerId: seller.id,
      createdAt: now,
      lastUsedAt: now,
    });
    return { seller, token, expiresAt: this.sessionEnd(now, now) };
  }

  /** The seller a session token belongs to while it lasts; each use renews it. */
  async bySession(token: string): Promise<SellerRecord | null> {
    const tokenHash = hashToken(token);
    const session = await this.store.findSession(tokenHash);
    const now = this.clock.now();
    if (!session || this.sessionEnd(session.createdAt, session.lastUsedAt) <= now) return null;
    if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
      await this.store.touchSession(tokenHash, now);
    return this.store.byId(session.sellerId);
  }

  signOut(token: string): Promise<void> {
    return this.store.removeSession(hashToken(token));
  }

  list(): Promise<SellerRecord[]> {
    return this.store.list();
  }

  removeExpired(): Promise<void> {
    const now = this.clock.now().getTime();
    return this.store.removeExpired(
      new Date(now),
      new Date(now - SESSION_IDLE_MS),
      new Date(now - SESSION_MAX_MS),
    );
  }

  private activationFor(sellerId: string, token: string): SellerActivation {
    const expiresAt = new Date(this.clock.now().getTime() + ACTIVATION_MS);
    return { tokenHash: hashToken(token), sellerId, expiresAt };
  }

  /** Whichever comes first: 12 hours after its last use, 7 days after it began. */
  private sessionEnd(createdAt: Date, lastUsedAt: Date): Date {
    return new Date(
      Math.min(lastUsedAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS),
    );
  }
}
