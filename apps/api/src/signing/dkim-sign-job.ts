/** A message to sign, sent to a signing worker: once as it is, or once per header prefix put in front of it. */
export interface DkimSignJob {
  id: number;
  message: Uint8Array;
  /** Header lines each copy carries in front of the message; [''] signs the message as it is. */
  prefixes: string[];
  domain: string;
  selector: string;
  privateKeyPem: string;
}

/** One DKIM-Signature header block per prefix, in the same order. */
export type DkimSignReply = { id: number; signatureHeaders: string[] } | { id: number; error: string };
