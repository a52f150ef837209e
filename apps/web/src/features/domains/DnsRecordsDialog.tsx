import type { Domain, DomainDnsRecords } from '@platform/contracts';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../lib/formatDate';
import { dkimRecordValue } from './dkimRecord';
import { useDomainDnsRecords, useVerifyDomain } from './hooks';
import { VerifiedMark } from './VerifiedMark';

interface DnsRecordsDialogProps {
  domainId: string;
  /** Shown in the title until the records load. */
  domainName: string;
  onClose: () => void;
}

interface DnsRecordRow {
  record: 'SPF' | 'DKIM' | 'DMARC';
  name: string;
  value: string;
  isVerified: boolean;
}

/** SPEC section 2: SPF at @, DKIM at <selector>._domainkey, DMARC at _dmarc. */
function recordRows(records: DomainDnsRecords, domain: Domain): DnsRecordRow[] {
  return [
    { record: 'SPF', name: records.spf.name, value: records.spf.value, isVerified: domain.spf_verified },
    { record: 'DKIM', name: `${records.dkim.selector}._domainkey`, value: dkimRecordValue(records.dkim.txt), isVerified: domain.dkim_verified },
    { record: 'DMARC', name: records.dmarc.name, value: records.dmarc.value, isVerified: domain.dmarc_verified },
  ];
}

/** The TXT records a domain owner publishes, and the button that has the server check them. */
export function DnsRecordsDialog({ domainId, domainName, onClose }: DnsRecordsDialogProps) {
  const detail = useDomainDnsRecords(domainId);
  const verify = useVerifyDomain();

  return (
    <Dialog
      title={`DNS Records: ${detail.data?.domain.domain ?? domainName}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!detail.data || verify.isPending}
            onClick={() => verify.mutate(domainId)}
          >
            {verify.isPending ? 'Verifying…' : 'Verify Records'}
          </button>
        </>
      }
    >
      {detail.isPending && <p className="muted">Loading…</p>}
      {detail.isError && <p className="muted">The DNS records of this domain could not be loaded.</p>}
      {detail.data && (
        <>
          <p className="dialog__text">Publish these TXT records in the DNS zone of {detail.data.domain.domain}, then verify them.</p>
          <ul className="dns-records">
            {recordRows(detail.data.dns_records, detail.data.domain).map((row) => (
              <li key={row.record} className="dns-record" aria-label={`${row.record} record`}>
                <div className="dns-record__header">
                  <span className="dns-record__type">{row.record}</span>
                  <span className="badge">TXT</span>
                  <VerifiedMark record={row.record} isVerified={row.isVerified} />
                </div>
                <dl className="dns-record__fields">
                  <dt>Name</dt>
                  <dd className="dns-record__value">{row.name}</dd>
                  <dt>Value</dt>
                  <dd className="dns-record__value">{row.value}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <p className="field__hint">Last checked: {formatDateTime(detail.data.domain.verified_at)}</p>
        </>
      )}
    </Dialog>
  );
}
