/** A message to sign, sent to a signing worker: one DKIM signature per key, in one pass over the message. */
export interface DkimSignJob {
  id: number;
  message: Uint8Array;
  keys: Array<{ domain: string; selector: string; privateKeyPem: string }>;
}

export type DkimSignReply = { id: number; signatureHeaders: string } | { id: number; error: string };
