import type { IsoDate } from './iso-date';

/** One login session: every refresh token of the chain shares the family. */
export type RefreshFamily = {
  id: number;
  userId: number;
  mfaVerified: boolean;
  currentJti: string;
  /** The refresh token rotated away last, and when: still accepted for a short grace window. */
  previousJti: string | null;
  rotatedAt: IsoDate;
  revoked: boolean;
  createdAt: IsoDate;
  expiresAt: IsoDate;
};

export type MfaChallenge = {
  id: number;
  userId: number;
  familyId: number;
  codeHash: string;
  attempts: number;
  usedAt: IsoDate | null;
  createdAt: IsoDate;
  expiresAt: IsoDate;
};

export type ResetTokenKind = 'password-reset' | 'invitation';
export type ResetToken = {
  id: number;
  userId: number;
  kind: ResetTokenKind;
  tokenHash: string;
  usedAt: IsoDate | null;
  createdAt: IsoDate;
  expiresAt: IsoDate;
};

/**
 * A console URL's ticket: opens one console page, once, while the session that asked for it
 * lives. The URL carries a signed token naming this record.
 */
export type ConsoleTicket = {
  id: number;
  vmId: number;
  companyId: number;
  familyId: number;
  usedAt: IsoDate | null;
  expiresAt: IsoDate;
};

/** A user's recent wrong sign-in codes, across challenges, and the lock they led to. */
export type SignInGuard = {
  id: number;
  userId: number;
  wrongCodes: IsoDate[];
  lockedUntil: IsoDate | null;
};
