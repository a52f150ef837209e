/**
 * The recipient domain's MTA-STS mode applied to a delivery (RFC 8461): `enforce` sends only to
 * an MX host its policy names, over TLS with a certificate valid for that host; `testing` sends
 * anyway and records what enforce would have refused; `none` (no policy, or mode none) sends with
 * opportunistic STARTTLS.
 */
export const MTA_STS_MODES = ['enforce', 'testing', 'none'] as const;
export type MtaStsMode = (typeof MTA_STS_MODES)[number];

/** Longest MTA-STS failure text kept with a delivery result. */
export const DELIVERY_TLS_FAILURE_MAX_LENGTH = 500;

/** How one delivery attempt's SMTP session was protected, as the agent saw it. */
export interface DeliveryTls {
  /** The TLS version negotiated (TLSv1.2, TLSv1.3); null when the session was not encrypted. */
  version: string | null;
  /** The MX host's certificate verified for its name (against the system CAs); false without TLS. */
  verified: boolean;
  mta_sts: MtaStsMode;
  /**
   * What MTA-STS found wrong: in enforce mode why the host was refused (the delivery is deferred),
   * in testing mode what enforce would have refused (it was delivered anyway). Absent when nothing.
   */
  mta_sts_failure?: string;
}

/** "TLS: TLSv1.3, certificate verified, MTA-STS enforce": the line a timeline or log shows for it. */
export function describeDeliveryTls(tls: DeliveryTls): string {
  const session = tls.version ? `TLS: ${tls.version}, certificate ${tls.verified ? 'verified' : 'not verified'}` : 'TLS: none (not encrypted)';
  const policy = tls.mta_sts === 'none' ? '' : `, MTA-STS ${tls.mta_sts}`;
  const failure = tls.mta_sts_failure ? ` (${tls.mta_sts_failure})` : '';
  return `${session}${policy}${failure}`;
}
