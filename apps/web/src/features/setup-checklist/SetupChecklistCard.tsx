import type { SetupCheck, SetupCheckStatus } from '@platform/contracts';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/formatDate';
import { useSetupChecklist } from './hooks';

const STATUS_LABELS: Record<SetupCheckStatus, string> = { pass: 'Pass', warn: 'Warning', fail: 'Fail', unknown: 'Unknown' };
const SUMMARY_ORDER: SetupCheckStatus[] = ['fail', 'warn', 'unknown', 'pass'];

function CheckStatusBadge({ status }: { status: SetupCheckStatus }) {
  return <span className={`badge badge--check-${status}`}>{STATUS_LABELS[status]}</span>;
}

/** "1 fail · 2 warning · 7 pass": how many items have each status, worst first. */
function statusSummary(items: SetupCheck[]): string {
  return SUMMARY_ORDER.flatMap((status) => {
    const count = items.filter((item) => item.status === status).length;
    return count > 0 ? [`${count} ${STATUS_LABELS[status].toLowerCase()}`] : [];
  }).join(' · ');
}

function CheckItem({ item }: { item: SetupCheck }) {
  return (
    <li className={`setup-check setup-check--${item.status}`} aria-label={item.title}>
      <div className="setup-check__header">
        <CheckStatusBadge status={item.status} />
        <span className="setup-check__title">{item.title}</span>
      </div>
      <p className="setup-check__found">{item.found}</p>
      {item.details.length > 0 && (
        <ul className="setup-check__details">
          {item.details.map((detail) => (
            <li key={detail.subject}>
              <CheckStatusBadge status={detail.status} /> <span className="mono">{detail.subject}</span>: {detail.found}
            </li>
          ))}
        </ul>
      )}
      {item.fix && (
        <p className="setup-check__fix">
          <strong>Fix:</strong> {item.fix}
        </p>
      )}
    </li>
  );
}

/**
 * The operator's set-up checklist, first on the dashboard: open while anything does not pass,
 * folded to one line once everything does (and openable again).
 */
export function SetupChecklistCard() {
  const checklist = useSetupChecklist();
  const [isOpenedByHand, setOpenedByHand] = useState(false);
  const listId = useId();
  const titleId = useId();
  if (!checklist.data) return null;
  const { items, all_passed: allPassed, checked_at: checkedAt } = checklist.data;
  const isOpen = !allPassed || isOpenedByHand;

  return (
    <section className="card card--padded setup-checklist" aria-labelledby={titleId}>
      <header className="setup-checklist__header">
        <div>
          <h2 id={titleId} className="card__title">
            Set-up checklist
          </h2>
          <p className="card__subtitle">
            {allPassed ? `All ${items.length} checks pass.` : `What this installation still needs before its mail reaches inboxes: ${statusSummary(items)}.`} Checked{' '}
            {formatDateTime(checkedAt)}.
          </p>
        </div>
        {allPassed && (
          <button type="button" className="button button--small" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpenedByHand(!isOpenedByHand)}>
            {isOpen ? 'Hide checks' : 'Show checks'}
          </button>
        )}
      </header>
      {isOpen && (
        <ul id={listId} className="setup-checks">
          {items.map((item) => (
            <CheckItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
