import { REQUIRED_DNS_RECORD_KINDS, type DnsRecord, type DnsRecordKind, type DnsRecordStatus } from '@platform/contracts';
import { notifyError, notifySuccess, type NoticeType } from './notices';

const REQUIRED_LABELS: Record<(typeof REQUIRED_DNS_RECORD_KINDS)[number], string> = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC' };
const FOUND: Record<DnsRecordStatus, string> = { verified: 'verified', not_found: 'not found', wrong_value: 'has another value' };

/**
 * What a Verify found, as a notice: SPEC's 'Verification completed' only when every required
 * record verified; otherwise each required record and what was found of it, e.g.
 * "SPF verified; DKIM not found; DMARC not found".
 */
export function verificationNotice(records: DnsRecord[]): { type: NoticeType; text: string } {
  const required = REQUIRED_DNS_RECORD_KINDS.map((kind) => ({ kind, status: statusOf(records, kind) }));
  if (required.every(({ status }) => status === 'verified')) return { type: 'success', text: 'Verification completed' };
  return { type: 'error', text: required.map(({ kind, status }) => `${REQUIRED_LABELS[kind]} ${FOUND[status]}`).join('; ') };
}

function statusOf(records: DnsRecord[], kind: DnsRecordKind): DnsRecordStatus {
  return records.find((record) => record.kind === kind)?.status ?? 'not_found';
}

/** Shows what a Verify found (see verificationNotice). */
export function notifyVerification(records: DnsRecord[]): void {
  const notice = verificationNotice(records);
  if (notice.type === 'success') notifySuccess(notice.text);
  else notifyError(notice.text);
}
