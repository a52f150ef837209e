/**
 * A message to sign, sent to a signing worker: one DKIM signature per key, in one pass over the
 * message; once as it is, or once per header prefix put in front of it (per-recipient headers).
 */
export interface DkimSignJob {
  id: number;
  message: Uint8Array;
  keys: Array<{ domain: string; selector: string; privateKeyPem: string }>;
  /** Header lines each copy carries in front of the message; [''] signs the message as it is. */
  prefixes: string[];
}

/** The DKIM-Signature fields of each copy, in the order of the prefixes. */
export type DkimSignReply = { id: number; signatureHeaders: string[] } | { id: number; error: string };
