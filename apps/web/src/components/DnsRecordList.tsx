import type { DnsRecord } from '@platform/contracts';
import { DnsRecordCard } from './DnsRecordCard';

interface DnsRecordListProps {
  records: DnsRecord[];
  nameShown?: 'host' | 'relative';
  /** The value to show of a record, where the screen shows it otherwise than as stored. */
  shownValueOf?: (record: DnsRecord) => string;
}

/**
 * A domain's records to publish: the required ones (SPF, DKIM, DMARC), then, set apart, the
 * optional ones (return path, tracking host), which mail goes out without.
 */
export function DnsRecordList({ records, nameShown, shownValueOf }: DnsRecordListProps) {
  const card = (record: DnsRecord) => <DnsRecordCard key={`${record.kind}:${record.host}`} record={record} nameShown={nameShown} valueShown={shownValueOf?.(record)} />;
  const optional = records.filter((record) => record.optional);
  return (
    <>
      <ul className="dns-records" aria-label="Required records">
        {records.filter((record) => !record.optional).map(card)}
      </ul>
      {optional.length > 0 && (
        <section className="dns-records__optional" aria-labelledby="optional-records-title">
          <h3 id="optional-records-title" className="dns-records__group-title">
            Optional records
          </h3>
          <p className="field__hint">
            Mail goes out without these. The return path (bounces) lets SPF align with the domain for DMARC; the tracking host carries the domain's tracked links
            and pixels.
          </p>
          <ul className="dns-records" aria-label="Optional records">
            {optional.map(card)}
          </ul>
        </section>
      )}
    </>
  );
}
