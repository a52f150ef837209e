import type { CustomerDomain, DnsRecord } from '@platform/contracts';
import { dnsRecordLabel } from '../../components/DnsRecordCard';

/** "SPF", "SPF and DMARC", "SPF, DKIM and DMARC". */
function namesInProse(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What the domain's records lack before mail is accepted (the server requires a verified DKIM
 * record): where DKIM was not found or differs, and which other required records are not
 * verified either. Said plainly, so that a page whose records all read "Not found" never just
 * asks to publish and verify.
 */
function dkimMissingReason(records: readonly DnsRecord[]): string {
  const dkim = records.find((record) => record.kind === 'dkim');
  const lacking = dkim?.status === 'wrong_value' ? `the DKIM record at ${dkim.host} has another value` : dkim ? `no DKIM record found at ${dkim.host}` : 'no DKIM record verified';
  const others = records.filter((record) => !record.optional && record.kind !== 'dkim' && record.status !== 'verified').map(dnsRecordLabel);
  return `Mail is not accepted yet: ${lacking}.${others.length > 0 ? ` ${namesInProse(others)} not verified either.` : ''}`;
}

/**
 * Whether mail from the domain is accepted now, and if not, the first thing missing. With the
 * domain's records (its own page), the reason names the records that are missing.
 */
export function sendingReadinessOf(domain: CustomerDomain, records?: readonly DnsRecord[]): { isReady: boolean; reason: string } {
  if (domain.can_send) return { isReady: true, reason: 'Mail from this domain is accepted.' };
  if (domain.status !== 'active') return { isReady: false, reason: 'The domain is disabled.' };
  if (!domain.send_plan) return { isReady: false, reason: 'Your account has no sending plan yet.' };
  if (!domain.dkim_verified) return { isReady: false, reason: records ? dkimMissingReason(records) : 'Its DKIM record is not verified yet.' };
  return { isReady: false, reason: 'Publish the records below, then verify.' };
}

export function SendingReadiness({ domain }: { domain: CustomerDomain }) {
  const { isReady, reason } = sendingReadinessOf(domain);
  return (
    <span className={`badge${isReady ? ' badge--active' : ''}`} title={reason}>
      {isReady ? 'Ready' : 'Not ready'}
    </span>
  );
}
