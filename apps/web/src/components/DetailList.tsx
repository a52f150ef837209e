import type { ReactNode } from 'react';

export type DetailRow = [label: string, value: ReactNode];

/** Label and value pairs of a detail panel. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
