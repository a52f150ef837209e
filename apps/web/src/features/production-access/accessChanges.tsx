import type { ProductionAccessChange } from '@platform/contracts';
import { formatDateTime } from '../../lib/formatDate';

const ACTION_LABELS: Record<ProductionAccessChange['action'], string> = {
  sandboxed: 'Sandboxed',
  requested: 'Requested',
  granted: 'Granted',
  declined: 'Declined',
};

/** An account's production-access history, latest first: what, when, by whom, and the note. Admin and customer see the same. */
export function AccessChangeList({ changes }: { changes: ProductionAccessChange[] }) {
  if (changes.length === 0) return <p className="muted">None yet.</p>;
  return (
    <ul className="reputation-list">
      {changes.map((change) => (
        <li key={`${change.created_at}-${change.action}`}>
          <strong>{ACTION_LABELS[change.action]}</strong>{' '}
          <span className="muted">
            {formatDateTime(change.created_at)} by {change.actor === 'system' ? 'the platform' : change.actor}
          </span>
          {change.note && <div className="reputation-list__detail">{change.note}</div>}
        </li>
      ))}
    </ul>
  );
}
