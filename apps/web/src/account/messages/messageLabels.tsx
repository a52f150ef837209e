import type { MessageEventType, MessageStatus, RecipientStatus } from '@platform/contracts';

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  deferred: 'Deferred',
  delivered: 'Delivered',
  partially_delivered: 'Partly delivered',
  bounced: 'Bounced',
  failed: 'Failed',
  held: 'Held for review',
};

const EVENT_LABELS: Record<MessageEventType, string> = {
  accepted: 'Accepted',
  delivered: 'Delivered',
  deferred: 'Deferred',
  bounced: 'Bounced',
  failed: 'Failed',
  complained: 'Complaint',
  unsubscribed: 'Unsubscribed',
  opened: 'Opened',
  clicked: 'Clicked',
  suppressed: 'Suppressed',
  scanned: 'Content scan',
  held: 'Held for review',
  released: 'Released',
};

/** A message's or recipient's status; delivered green, bounced and failed red, as in the admin's logs. */
export function MessageStatusBadge({ status }: { status: MessageStatus | RecipientStatus }) {
  return <span className={`badge badge--${status}`}>{MESSAGE_STATUS_LABELS[status] ?? status}</span>;
}

export function eventLabel(type: MessageEventType): string {
  return EVENT_LABELS[type] ?? type;
}
