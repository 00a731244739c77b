/** One-time codes that carry a new world's key from the apex to the world's own host. */
export interface HandOffStore {
  issue(worldId: string, key: string): Promise<string>;
  /** The key, once; null when the code is used, stale or another world's. */
  redeem(worldId: string, code: string): Promise<string | null>;
  /** Forgets the codes nobody used in time. */
  removeExpired(): Promise<void>;
}

/** A hand-off as a backend keeps it: the world's key sealed with the code, which is not kept. */
export type SealedHandOff = { worldId: string; sealedKey: string; expiresAt: Date };

/** Where a backend keeps hand-offs, by the code's hash; the rules live in policies/hand-offs.ts. */
export interface HandOffRows {
  put(codeHash: string, handOff: SealedHandOff): Promise<void>;
  /** Takes the hand-off out, once: of two takers at once, only one gets it. */
  take(codeHash: string, worldId: string): Promise<SealedHandOff | null>;
  removeExpired(now: Date): Promise<void>;
}
