import type { DnsRecord, DnsRecordKind, DnsRecordStatus } from '@platform/contracts';
import { formatDateTime } from '../lib/formatDate';
import { CopyButton } from './CopyButton';
import { Icon } from './Icon';

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

interface DnsRecordCardProps {
  record: DnsRecord;
  /**
   * host: the full name to publish at (the customer's screen); relative: the name within the
   * zone, '@' for the domain itself (the admin's DNS dialog, as SPEC section 2 shows it).
   */
  nameShown?: 'host' | 'relative';
  /** The value as shown (the admin's dialog cleans the DKIM key, SPEC section 5); the record's own by default. */
  valueShown?: string;
}

/** One record to publish: where, what, each with a copy button, what the last check found, and why it cannot work yet if so. */
export function DnsRecordCard({ record, nameShown = 'host', valueShown = record.value }: DnsRecordCardProps) {
  const label = dnsRecordLabel(record);
  const name = nameShown === 'host' ? record.host : record.name;
  return (
    <li className={`dns-record${record.optional ? ' dns-record--optional' : ''}`} aria-label={`${label} record`}>
      <div className="dns-record__header">
        <span className="dns-record__type">{label}</span>
        <span className="badge">{record.priority === undefined ? record.type : `${record.type} ${record.priority}`}</span>
        <DnsRecordStatusBadge status={record.status} />
        {record.optional && <span className="badge badge--optional">Optional</span>}
      </div>
      <dl className="dns-record__fields dns-record__fields--copyable">
        <dt>Name</dt>
        <dd className="dns-record__value">{name}</dd>
        <dd className="dns-record__copy">
          <CopyButton text={name} label={`Copy ${label} name`} />
        </dd>
        <dt>Value</dt>
        <dd className="dns-record__value">{valueShown}</dd>
        <dd className="dns-record__copy">
          <CopyButton text={valueShown} label={`Copy ${label} value`} />
        </dd>
      </dl>
      {record.warning && (
        <p className="field__warning dns-record__note" role="note">
          <Icon name="warning" size={14} />
          <span>{record.warning}</span>
        </p>
      )}
      <p className="field__hint dns-record__note">
        {nameShown === 'host' && record.name !== '@' && (
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
