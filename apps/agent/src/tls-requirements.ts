import { DELIVERY_TLS_FAILURE_MAX_LENGTH, type DeliveryTls } from '@platform/contracts';

import type { LogFields } from './agent-log.js';
import { mxHostMatches, type MtaStsPolicy } from './mta-sts-policy.js';
import type { MailHost, MailHostResolver } from './mx-resolver.js';

/** What a recipient domain's MTA-STS policy asks of the sessions to one of its MX hosts. */
export interface MtaStsRequirement {
  mode: 'enforce' | 'testing';
  /** The policy's mx patterns. */
  mx: string[];
}

/** How an SMTP session is protected (tlsSessionOf). */
export interface TlsSession {
  /** TLSv1.2, TLSv1.3...; null when the session is plaintext. */
  version: string | null;
  /** The certificate chains to a trusted CA and is valid for the host's name. */
  verified: boolean;
  /** Why it is not verified (an OpenSSL or Node code such as DEPTH_ZERO_SELF_SIGNED_CERT). */
  verifyError: string | null;
}

export interface PolicySource {
  policyFor(domain: string): Promise<MtaStsPolicy | null>;
}

/**
 * The MX hosts of a domain under its MTA-STS policy (RFC 8461 §4, §5): in enforce mode only those
 * the policy's mx patterns match (none: the delivery is deferred), in testing mode all of them,
 * each carrying the requirement its sessions are judged by (judgeTlsSession).
 */
export function withMtaStsPolicies(resolveMailHosts: MailHostResolver, policies: PolicySource): MailHostResolver {
  return async (domain) => {
    const resolution = await resolveMailHosts(domain);
    if (resolution.kind !== 'hosts') return resolution;
    const policy = await policies.policyFor(domain);
    if (!policy || policy.mode === 'none') return resolution;
    const requirement: MtaStsRequirement = { mode: policy.mode, mx: policy.mx };
    const hosts: MailHost[] = resolution.hosts.map((host) => ({ ...host, mtaSts: requirement }));
    if (policy.mode === 'testing') return { kind: 'hosts', hosts };
    const allowed = hosts.filter((host) => mxHostMatches(host.host, policy.mx));
    if (allowed.length > 0) return { kind: 'hosts', hosts: allowed };
    return {
      kind: 'defer',
      reason: bounded(`MTA-STS enforce: no MX host of ${domain} (${hosts.map((host) => host.host).join(', ')}) matches the policy's mx ${policy.mx.join(', ')}`),
    };
  };
}

/**
 * What a session to `host` is worth under its requirement: the TLS facts recorded with the
 * delivery, and in enforce mode the reason to refuse the host (null: send). §5: the host must
 * match the policy, speak TLS, and present a certificate valid for its name.
 */
export function judgeTlsSession(host: MailHost, session: TlsSession): { tls: DeliveryTls; refusal: string | null } {
  const requirement = host.mtaSts;
  const failure = requirement ? policyFailure(host, requirement, session) : null;
  const tls: DeliveryTls = {
    version: session.version,
    verified: session.verified,
    mta_sts: requirement?.mode ?? 'none',
    ...(failure ? { mta_sts_failure: bounded(failure) } : {}),
  };
  return { tls, refusal: failure && requirement?.mode === 'enforce' ? bounded(`MTA-STS enforce: ${failure}`) : null };
}

/** The log fields of a delivery's TLS facts (the agent's result lines, which the metrics count). */
export function tlsLogFields(tls: DeliveryTls | undefined): LogFields {
  if (!tls) return {};
  return { tls: tls.version ?? 'none', tls_verified: tls.verified, mta_sts: tls.mta_sts, mta_sts_failure: tls.mta_sts_failure };
}

function policyFailure(host: MailHost, requirement: MtaStsRequirement, session: TlsSession): string | null {
  if (!mxHostMatches(host.host, requirement.mx)) return `${host.host} does not match the policy's mx ${requirement.mx.join(', ')}`;
  if (!session.version) return `${host.host} offered no STARTTLS`;
  if (!session.verified) return `${host.host} certificate not valid: ${session.verifyError ?? 'not verified'}`;
  return null;
}

function bounded(text: string): string {
  return text.length > DELIVERY_TLS_FAILURE_MAX_LENGTH ? `${text.slice(0, DELIVERY_TLS_FAILURE_MAX_LENGTH - 1)}…` : text;
}
