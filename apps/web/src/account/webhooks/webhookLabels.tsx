import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEventType } from '@platform/contracts';

/** The event list of an endpoint, short: every type reads "All events". */
export function formatEventTypes(types: readonly WebhookEventType[]): string {
  if (WEBHOOK_EVENT_TYPES.every((type) => types.includes(type))) return 'All events';
  return types.join(', ');
}

/** Enabled, switched off by its owner, or switched off by the platform because it kept failing. */
export function WebhookStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled) return <span className="badge badge--active">Enabled</span>;
  if (endpoint.disabled_reason) return <span className="badge badge--failed">Disabled after failures</span>;
  return <span className="badge">Disabled</span>;
}

/** The last failures of an endpoint in a row, or '-' while its last attempt succeeded. */
export function formatFailures(endpoint: WebhookEndpoint): string {
  const count = endpoint.consecutive_failures;
  if (count === 0) return '-';
  return `${count} ${count === 1 ? 'failure' : 'failures'} in a row`;
}
