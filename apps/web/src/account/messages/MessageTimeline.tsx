import { BOUNCE_REASON_LABELS, type MessageEvent } from '@platform/contracts';
import { sourceLabel } from '../../features/reports/deliveryLogLabels';
import { formatDateTime } from '../../lib/formatDate';
import { eventLabel } from './messageLabels';

/** Events that end badly for the recipient show red, those still open amber. */
const EVENT_TONES: Partial<Record<MessageEvent['type'], string>> = {
  delivered: 'success',
  bounced: 'danger',
  failed: 'danger',
  complained: 'danger',
  deferred: 'warning',
};

/** Every event of the message, oldest first: acceptance, each attempt with the remote server's reply, the outcome. */
export function MessageTimeline({ events }: { events: MessageEvent[] }) {
  if (events.length === 0) return <p className="muted">No events yet.</p>;
  return (
    <ol className="timeline" aria-label="Timeline">
      {events.map((event) => {
        const source = sourceLabel(event);
        return (
          <li key={event._id} className={`timeline__event timeline__event--${EVENT_TONES[event.type] ?? 'neutral'}`}>
            <div className="timeline__header">
              <span className="timeline__type">{eventLabel(event.type)}</span>
              {event.recipient && <span className="timeline__recipient">{event.recipient}</span>}
              {event.attempt !== null && <span className="badge">Attempt {event.attempt}</span>}
              <time className="timeline__time" dateTime={event.created_at}>
                {formatDateTime(event.created_at)}
              </time>
            </div>
            {event.response && <p className="timeline__response mono">{event.response}</p>}
            {event.url && <p className="timeline__response mono">{event.url}</p>}
            {event.bounce_reason && <p className="timeline__source">{failureReasonText(event)}</p>}
            {source && <p className="timeline__source">From {source}</p>}
          </li>
        );
      })}
    </ol>
  );
}

const REASON_SOURCES = { status_code: 'the status code', text: 'the reply text' } as const;

/** "Reason: Mailbox full (from the status code); the recipient is not suppressed". */
function failureReasonText(event: MessageEvent): string {
  const from = event.bounce_reason_source ? ` (from ${REASON_SOURCES[event.bounce_reason_source]})` : '';
  const suppression = event.suppressed === undefined ? '' : event.suppressed ? '; the recipient is suppressed' : '; the recipient is not suppressed';
  return `Reason: ${BOUNCE_REASON_LABELS[event.bounce_reason!]}${from}${suppression}`;
}
