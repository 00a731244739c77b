/** A seller of the trial (an account of the apex, not of any world). */
export type SellerRecord = {
  id: string;
  /** Kept lowercase: unique whatever its case. */
  email: string;
  name: string;
  /** Null until the seller has chosen a password. */
  passwordHash: string | null;
  activatedAt: Date | null;
  createdAt: Date;
};

/** A one-time activation link, by the hash of its token (the token itself is never kept). */
export type SellerActivation = { tokenHash: string; sellerId: string; expiresAt: Date };

/** A signed-in console, by the hash of its cookie's token. */
export type SellerSession = {
  tokenHash: string;
  sellerId: string;
  createdAt: Date;
  lastUsedAt: Date;
};

/**
 * Where a backend keeps the sales console's accounts: sellers, their activation links and their
 * sessions, each secret by its hash. The rules (lifetimes, renewal) live in policies/sellers.ts.
 */
export interface SellerStore {
  /** Adds a seller with its activation link; false when the email is taken. */
  add(seller: SellerRecord, activation: SellerActivation): Promise<boolean>;
  byId(id: string): Promise<SellerRecord | null>;
  byEmail(email: string): Promise<SellerRecord | null>;
  /** Every seller, oldest first. */
  list(): Promise<SellerRecord[]>;
  /** Takes an activation out, once: of two takers at once, only one gets it. */
  takeActivation(tokenHash: string): Promise<SellerActivation | null>;
  /** Gives a seller a new activation link in place of any earlier one; false when there is no such seller. */
  replaceActivation(activation: SellerActivation): Promise<boolean>;
  /** Sets a seller's password and ends every session they had (a new password is a fresh start). */
  setPassword(id: string, passwordHash: string, activatedAt: Date): Promise<void>;
  /** Removes a seller with their links and sessions; false when there is no such seller. */
  remove(id: string): Promise<boolean>;
  addSession(session: SellerSession): Promise<void>;
  findSession(tokenHash: string): Promise<SellerSession | null>;
  touchSession(tokenHash: string, lastUsedAt: Date): Promise<void>;
  removeSession(tokenHash: string): Promise<void>;
  /** Forgets activations that expired and sessions last used before `idleBefore` or begun before `startedBefore`. */
  removeExpired(now: Date, idleBefore: Date, startedBefore: Date): Promise<void>;
}
