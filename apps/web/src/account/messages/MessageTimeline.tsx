import { BOUNCE_REASON_LABELS, describeDeliveryTls, type ContentScanResult, type MessageEvent, type MessageWaiting } from '@platform/contracts';
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
  held: 'warning',
};

/** Its heading: a message no route can carry is a problem to fix, the others are on their way. */
const WAITING_TITLES: Record<MessageWaiting['kind'], string> = {
  no_route: 'Waiting: no route',
  retry: 'Waiting for a retry',
  due: 'Waiting',
};

/**
 * Every event of the message, oldest first: acceptance, each attempt with the remote server's
 * reply, the outcome; while it is not done, a last line that says why it waits and what fixes it.
 */
export function MessageTimeline({ events, waiting = null }: { events: MessageEvent[]; waiting?: MessageWaiting | null }) {
  if (events.length === 0 && !waiting) return <p className="muted">No events yet.</p>;
  return (
    <ol className="timeline" aria-label="Timeline">
      {events.map((event) => {
        const source = sourceLabel(event);
        return (
          <li key={event._id} className={`timeline__event timeline__event--${toneOf(event)}`}>
            <div className="timeline__header">
              <span className="timeline__type">{eventLabel(event.type)}</span>
              {event.recipient && <span className="timeline__recipient">{event.recipient}</span>}
              {event.attempt !== null && <span className="badge">Attempt {event.attempt}</span>}
              <time className="timeline__time" dateTime={event.created_at}>
                {formatDateTime(event.created_at)}
              </time>
            </div>
            {event.response && <p className="timeline__response mono">{event.response}</p>}
            {event.content_scan && event.content_scan.symbols.length > 0 && <p className="timeline__source">Rules: {scanRulesText(event.content_scan)}</p>}
            {event.url && <p className="timeline__response mono">{event.url}</p>}
            {event.bounce_reason && <p className="timeline__source">{failureReasonText(event)}</p>}
            {source && <p className="timeline__source">From {source}</p>}
            {event.tls && <p className="timeline__source">{describeDeliveryTls(event.tls)}</p>}
          </li>
        );
      })}
      {waiting && <WaitingEntry waiting={waiting} />}
    </ol>
  );
}

/** A message sent without a content scan (rspamd down, or too large) is flagged amber. */
function toneOf(event: MessageEvent): string {
  if (event.content_scan?.verdict === 'unscanned') return 'warning';
  return EVENT_TONES[event.type] ?? 'neutral';
}

/** Rules shown on a scan's line at most; the API lists them all. */
const SCAN_RULES_SHOWN = 12;

/** "MULTIPLE_UNIQUE_HEADERS 4.9, SUBJ_ALL_CAPS 2.03, ...": the rules that weighed, heaviest first. */
function scanRulesText(scan: ContentScanResult): string {
  const weighing = scan.symbols.filter((symbol) => symbol.score !== 0);
  const shown = (weighing.length ? weighing : scan.symbols).slice(0, SCAN_RULES_SHOWN);
  const more = scan.symbols.length - shown.length;
  return `${shown.map((symbol) => (symbol.score ? `${symbol.name} ${symbol.score}` : symbol.name)).join(', ')}${more > 0 ? ` and ${more} more at 0` : ''}`;
}

function WaitingEntry({ waiting }: { waiting: MessageWaiting }) {
  return (
    <li className={`timeline__event timeline__event--${waiting.kind === 'no_route' ? 'danger' : 'warning'}`}>
      <div className="timeline__header">
        <span className="timeline__type">{WAITING_TITLES[waiting.kind]}</span>
        {waiting.next_attempt_at && (
          <span className="timeline__time">
            Next attempt <time dateTime={waiting.next_attempt_at}>{formatDateTime(waiting.next_attempt_at)}</time>
          </span>
        )}
      </div>
      <p className="timeline__response mono">{waiting.reason}</p>
      {waiting.fix && <p className="timeline__source">Fix: {waiting.fix}</p>}
    </li>
  );
}

const REASON_SOURCES = { status_code: 'the status code', text: 'the reply text' } as const;

/** "Reason: Mailbox full (from the status code); the recipient is not suppressed". */
function failureReasonText(event: MessageEvent): string {
  const from = event.bounce_reason_source ? ` (from ${REASON_SOURCES[event.bounce_reason_source]})` : '';
  const suppression = event.suppressed === undefined ? '' : event.suppressed ? '; the recipient is suppressed' : '; the recipient is not suppressed';
  return `Reason: ${BOUNCE_REASON_LABELS[event.bounce_reason!]}${from}${suppression}`;
}
