import type { WebhookEndpoint } from '@platform/contracts';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { useListParams } from '../../lib/useListParams';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, webhookQueries } from '../hooks';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import { WebhookStateBadge, formatEventTypes, formatFailures } from './webhookLabels';

const columns: DataTableColumn<WebhookEndpoint>[] = [
  {
    header: 'URL',
    cell: (endpoint) => (
      <span className="cell-stack">
        <Link to={accountPaths.webhook(endpoint._id)} className="cell-stack__primary webhook-url">
          {endpoint.url}
        </Link>
        {endpoint.description && <span className="cell-stack__secondary">{endpoint.description}</span>}
      </span>
    ),
  },
  { header: 'Events', cell: (endpoint) => <span className="webhook-event-list">{formatEventTypes(endpoint.event_types)}</span> },
  { header: 'Status', cell: (endpoint) => <WebhookStateBadge endpoint={endpoint} /> },
  { header: 'Failures', cell: (endpoint) => <span className="cell-nowrap">{formatFailures(endpoint)}</span> },
  {
    header: 'Attempts',
    cell: (endpoint) => (
      <Link to={accountPaths.webhook(endpoint._id)} className="button button--small" aria-label={`Attempts of ${endpoint.url}`}>
        Attempts
      </Link>
    ),
  },
];

interface WebhooksPageProps {
  /** Set on /account/webhooks/add: the add dialog is open, and closing it returns to the list. */
  isAdding?: boolean;
}

/** The account's webhook endpoints: where its message events are POSTed, signed. */
export function WebhooksPage({ isAdding = false }: WebhooksPageProps) {
  const listParams = useListParams();
  const endpoints = webhookQueries.useList({ page: listParams.page, limit: ACCOUNT_PAGE_SIZE });

  return (
    <EntityListPage
      title="Webhooks"
      description="Endpoints your message events (delivered, bounced, opened…) are POSTed to, signed the Standard Webhooks way."
      addLabel="Add Webhook"
      addPath={accountPaths.addWebhook}
      listPath={accountPaths.webhooks}
      isAdding={isAdding}
      renderAddDialog={(close) => <WebhookEndpointDialog onClose={close} />}
      list={endpoints}
      listParams={listParams}
      pageSize={ACCOUNT_PAGE_SIZE}
      columns={columns}
      emptyText="No webhooks yet."
    />
  );
}
