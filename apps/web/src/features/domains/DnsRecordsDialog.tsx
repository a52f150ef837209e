import type { DnsRecord } from '@platform/contracts';
import { Dialog } from '../../components/Dialog';
import { DnsRecordList } from '../../components/DnsRecordList';
import { dkimRecordValue } from './dkimRecord';
import { useDomainDnsRecords, useVerifyDomain } from './hooks';

interface DnsRecordsDialogProps {
  domainId: string;
  /** Shown in the title until the records load. */
  domainName: string;
  onClose: () => void;
}

/** SPEC section 5: the DKIM key is shown without PEM lines, whitespace or quotes. */
const shownValue = (record: DnsRecord) => (record.kind === 'dkim' ? dkimRecordValue(record.value) : record.value);

/**
 * The records a domain owner publishes, named within the zone as SPEC section 2 shows them (SPF
 * at @, DKIM at <selector>._domainkey, DMARC at _dmarc), the optional ones set apart, each with
 * what the last check found; and the button that has the server check them.
 */
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
          <p className="dialog__text">Publish these records in the DNS zone of {detail.data.domain.domain}, then verify them.</p>
          <DnsRecordList records={detail.data.records} nameShown="relative" shownValueOf={shownValue} />
        </>
      )}
    </Dialog>
  );
}
