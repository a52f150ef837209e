import type { DeliveryLogEntry, LogStatus } from '@platform/contracts';

const LOG_STATUS_LABELS: Record<LogStatus, string> = {
  delivered: 'Delivered',
  bounced: 'Bounced',
  deferred: 'Deferred',
  failed: 'Failed',
};

/** A log entry's status; delivered shows green and bounced red (SPEC section 2). */
export function LogStatusBadge({ status }: { status: LogStatus }) {
  return <span className={`badge badge--${status}`}>{LOG_STATUS_LABELS[status] ?? status}</span>;
}

/** The sending IP, followed by the agent's host name in brackets when known; '' when neither is known. */
export function sourceLabel(entry: Pick<DeliveryLogEntry, 'source_ip' | 'agent_hostname'>): string {
  const host = entry.agent_hostname ? `(${entry.agent_hostname})` : '';
  return [entry.source_ip, host].filter(Boolean).join(' ');
}
