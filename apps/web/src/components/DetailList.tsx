import type { ReactNode } from 'react';
import { AddressText } from './AddressText';

export type DetailRow = [label: string, value: ReactNode];

/** Label and value pairs of a detail panel. Text values wrap at spaces, '@' and dots only (hosts, addresses and records are common). */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{typeof value === 'string' ? <AddressText text={value} /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
