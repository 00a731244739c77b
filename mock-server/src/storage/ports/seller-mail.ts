/** An email the trial would send to a seller: caught, never sent. */
export type SellerMail = {
  id: string;
  /** The seller it is addressed to. */
  sellerId: string;
  to: string;
  subject: string;
  text: string;
  /** The demo it is about, if any. */
  demoId: string | null;
  sentAt: Date;
};

/** The trial's outbox of seller mail (the sandbox sends no real mail), newest first. */
export interface SellerMailStore {
  add(mail: SellerMail): Promise<void>;
  /** One seller's mail, or everyone's (null). */
  list(sellerId: string | null, limit: number): Promise<SellerMail[]>;
}
