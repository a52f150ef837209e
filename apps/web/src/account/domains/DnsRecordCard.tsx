import type { DnsRecord, DnsRecordKind, DnsRecordStatus } from '@platform/contracts';
import { CopyButton } from '../../components/CopyButton';
import { formatDateTime } from '../../lib/formatDate';

const STATUS_LABELS: Record<DnsRecordStatus, string> = {
  verified: 'Verified',
  not_found: 'Not found',
  wrong_value: 'Wrong value',
};

/** Each kind named as DNS people write it. */
const KIND_LABELS: Record<DnsRecordKind, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  dmarc: 'DMARC',
  return_path_mx: 'Return-path MX',
  return_path_spf: 'Return-path SPF',
  tracking_cname: 'Tracking CNAME',
};

export function dnsRecordLabel(record: Pick<DnsRecord, 'kind'>): string {
  return KIND_LABELS[record.kind] ?? record.kind;
}

export function DnsRecordStatusBadge({ status }: { status: DnsRecordStatus }) {
  return <span className={`badge badge--record-${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}

/** One record to publish: where, what, each with a copy button, and what the last check found. */
export function DnsRecordCard({ record }: { record: DnsRecord }) {
  const label = dnsRecordLabel(record);
  return (
    <li className="dns-record" aria-label={`${label} record`}>
      <div className="dns-record__header">
        <span className="dns-record__type">{label}</span>
        <span className="badge">{record.priority === undefined ? record.type : `${record.type} ${record.priority}`}</span>
        <DnsRecordStatusBadge status={record.status} />
      </div>
      <dl className="dns-record__fields dns-record__fields--copyable">
        <dt>Name</dt>
        <dd className="dns-record__value">{record.host}</dd>
        <dd className="dns-record__copy">
          <CopyButton text={record.host} label={`Copy ${label} name`} />
        </dd>
        <dt>Value</dt>
        <dd className="dns-record__value">{record.value}</dd>
        <dd className="dns-record__copy">
          <CopyButton text={record.value} label={`Copy ${label} value`} />
        </dd>
      </dl>
      <p className="field__hint dns-record__note">
        {record.name !== '@' && (
          <>
            Some DNS providers want the name without the domain: <span className="mono">{record.name}</span>.{' '}
          </>
        )}
        {record.status === 'wrong_value' && 'A record is published there with another value: replace it with this one. '}
        Last checked: {formatDateTime(record.checked_at)}
      </p>
    </li>
  );
}
