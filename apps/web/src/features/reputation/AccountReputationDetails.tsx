import type { AccountReputationDetail } from '@platform/contracts';
import { useState } from 'react';
import { DetailList } from '../../components/DetailList';
import { FormField } from '../../components/FormField';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import type { StandingAction } from './api';
import { useAccountReputation, useChangeStanding } from './hooks';
import { rateLine, formatRate } from './reputationFormat';
import { StandingBadge, STANDING_LABELS } from './StandingBadge';

/**
 * One account's reputation for the admin: its standing and why, its rates against the lines,
 * the mail held, its latest bounces and complaints, every change of its standing (who, when,
 * why), and the resume and pause actions with a note. Shown in the review queue's panel and in
 * the user panel.
 */
export function AccountReputationDetails({ userId }: { userId: string }) {
  const reputation = useAccountReputation(userId);
  if (reputation.isPending) return <p className="muted">Loading…</p>;
  if (reputation.isError) return <p className="muted">The reputation of this account could not be loaded.</p>;
  return <ReputationSections detail={reputation.data} />;
}

function ReputationSections({ detail }: { detail: AccountReputationDetail }) {
  const { figures, lines } = detail;
  return (
    <>
      <div className="panel-summary">
        <StandingBadge standing={detail.standing} />
        {detail.changed_at && <span className="muted">since {formatDateTime(detail.changed_at)}</span>}
      </div>
      {detail.reason && <p className="reputation-reason">{detail.reason}</p>}
      <div className="reputation-figures">
        <DetailList
          rows={[
            ['Window', `Last ${figures.window_days} days`],
            ['Sent', figures.judged ? formatCount(figures.sent) : `${formatCount(figures.sent)} (judged from ${formatCount(lines.min_volume)})`],
            ['Bounce rate', <RateValue key="bounces" count={figures.hard_bounced} rate={figures.bounce_rate} review={lines.review_bounce_rate} pause={lines.pause_bounce_rate} detail={detail} />],
            ['Complaint rate', <RateValue key="complaints" count={figures.complained} rate={figures.complaint_rate} review={lines.review_complaint_rate} pause={lines.pause_complaint_rate} detail={detail} />],
            ['Held messages', detail.standing === 'paused' ? `${formatCount(detail.held_deliveries)} waiting in the queue` : `${formatCount(detail.held_deliveries)} queued (none held)`],
          ]}
        />
        <p className="field__hint">Mail to the mailbox simulator is not counted.</p>
      </div>
      <StandingActions detail={detail} />
      {detail.domains.length > 0 && (
        <section className="panel-section" aria-label="Sending domains">
          <h3 className="panel-section__title">Sending domains</h3>
          <ul className="reputation-list">
            {detail.domains.map(({ domain, figures: own }) => (
              <li key={domain}>
                <span className="mono">{domain}</span>{' '}
                <span className="muted">
                  bounces {rateLine(own.hard_bounced, own.bounce_rate, own)}, complaints {rateLine(own.complained, own.complaint_rate, own)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel-section" aria-label="Recent bounces and complaints">
        <h3 className="panel-section__title">Recent bounces and complaints</h3>
        {detail.recent_incidents.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="reputation-list">
            {detail.recent_incidents.map((incident) => (
              <li key={`${incident.message_id}-${incident.type}-${incident.created_at}`}>
                <span className={`badge badge--${incident.type}`}>{incident.type === 'bounced' ? 'Bounce' : 'Complaint'}</span>{' '}
                <span className="mono">{incident.recipient ?? '-'}</span> <span className="muted">{formatDateTime(incident.created_at)}</span>
                {incident.response && <div className="muted reputation-list__detail">{incident.response}</div>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel-section" aria-label="Changes of standing">
        <h3 className="panel-section__title">Changes of standing</h3>
        {detail.changes.length === 0 ? (
          <p className="muted">None: the account has always been in good standing.</p>
        ) : (
          <ul className="reputation-list">
            {detail.changes.map((change) => (
              <li key={change._id}>
                <strong>
                  {STANDING_LABELS[change.from]} → {STANDING_LABELS[change.to]}
                </strong>{' '}
                <span className="muted">
                  {formatDateTime(change.created_at)} by {change.actor === 'system' ? 'the guard' : change.actor}
                </span>
                <div className="reputation-list__detail">{change.reason}</div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** A rate with its count, and the lines beneath it. */
function RateValue({ count, rate, review, pause, detail }: { count: number; rate: number; review: number; pause: number; detail: AccountReputationDetail }) {
  return (
    <>
      {rateLine(count, rate, detail.figures)}
      <span className="muted reputation-lines">
        review at {formatRate(review)}, pause at {formatRate(pause)}
      </span>
    </>
  );
}

/** Resume (back to good standing, held mail sent) or pause by hand, each with the admin's note, which the change records. */
function StandingActions({ detail }: { detail: AccountReputationDetail }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeStanding();
  const act = (action: StandingAction) => {
    if (!note.trim()) {
      setError('Write a note: it is recorded with the change');
      return;
    }
    setError(undefined);
    change.mutate({ userId: detail.user_id, action, note: note.trim() }, { onSuccess: () => setNote('') });
  };
  return (
    <section className="panel-section" aria-label="Change the standing">
      <h3 className="panel-section__title">Change the standing</h3>
      <FormField label="Note" error={error} hint="Why: recorded with the change, with your name.">
        {(control) => <textarea {...control} className="input" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      <div className="form-actions">
        {detail.standing !== 'good' && (
          <button type="button" className="button button--primary" disabled={change.isPending} onClick={() => act('resume')}>
            Resume sending
          </button>
        )}
        {detail.standing !== 'paused' && (
          <button type="button" className="button button--danger-outline" disabled={change.isPending} onClick={() => act('pause')}>
            Pause sending
          </button>
        )}
      </div>
    </section>
  );
}
