/** A message to sign, sent to a signing worker. */
export interface DkimSignJob {
  id: number;
  message: Uint8Array;
  domain: string;
  selector: string;
  privateKeyPem: string;
}

export type DkimSignReply = { id: number; signatureHeaders: string } | { id: number; error: string };
