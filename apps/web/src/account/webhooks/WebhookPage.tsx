import type { WebhookEndpoint } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { FormDialog } from '../../components/FormDialog';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { GeneratedSecretDialog } from '../../features/users/GeneratedSecretDialog';
import { formatDateTime } from '../../lib/formatDate';
import { accountPaths } from '../accountPaths';
import { useRotateWebhookSecret, webhookQueries } from '../hooks';
import { WebhookAttemptsCard } from './WebhookAttemptsCard';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import { WebhookStateBadge, formatFailures } from './webhookLabels';
import { TitledCard } from '../../components/TitledCard';

const BACK_LINK = (
  <Link to={accountPaths.webhooks} className="back-link">
    <Icon name="back" size={16} /> Webhooks
  </Link>
);

type PageDialog = { kind: 'edit' } | { kind: 'rotate' } | { kind: 'secret'; secret: string } | { kind: 'delete' } | null;

function detailRows(endpoint: WebhookEndpoint): DetailRow[] {
  const rows: DetailRow[] = [
    ['Status', <WebhookStateBadge key="status" endpoint={endpoint} />],
    ['Events', <span key="events" className="webhook-event-list">{endpoint.event_types.join(', ')}</span>],
    ['Description', endpoint.description || '-'],
    ['Failures', formatFailures(endpoint)],
    ['Secret', <code key="secret">{endpoint.secret_prefix}</code>],
  ];
  if (endpoint.previous_secret_expires_at) rows.push(['Previous secret signs until', formatDateTime(endpoint.previous_secret_expires_at)]);
  rows.push(['Added', formatDateTime(endpoint.created_at)]);
  return rows;
}

function descriptionOf(endpoint: WebhookEndpoint): string {
  if (endpoint.enabled) return 'Events are POSTed here as they happen.';
  if (endpoint.disabled_reason) return `Switched off by the platform: ${endpoint.disabled_reason}`;
  return 'Switched off: no events are sent here.';
}

/** One endpoint: its settings, Edit, Enable/Disable, Rotate Secret (shown once), Delete, and its attempts. */
export function WebhookPage() {
  const { webhookId = '' } = useParams();
  const navigate = useNavigate();
  const detail = webhookQueries.useDetail(webhookId);
  const update = webhookQueries.useUpdate();
  const remove = webhookQueries.useDelete();
  const rotate = useRotateWebhookSecret();
  const [dialog, setDialog] = useState<PageDialog>(null);
  const closeDialog = () => setDialog(null);

  if (detail.isPending) return <p className="centre-message">Loading…</p>;
  if (!detail.data) {
    const isMissing = isAxiosError(detail.error) && detail.error.response?.status === 404;
    return (
      <>
        {BACK_LINK}
        <p className="centre-message">{isMissing ? 'This webhook does not exist.' : 'The webhook could not be loaded.'}</p>
      </>
    );
  }

  const endpoint = detail.data;
  return (
    <div className="webhook-page">
      {BACK_LINK}
      <PageHeader
        title={endpoint.url}
        description={descriptionOf(endpoint)}
        actions={
          <>
            <button type="button" className="button button--danger-outline" onClick={() => setDialog({ kind: 'delete' })}>
              Delete
            </button>
            <button type="button" className="button" onClick={() => setDialog({ kind: 'rotate' })}>
              Rotate Secret
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: endpoint._id, changes: { enabled: !endpoint.enabled } })}
            >
              {endpoint.enabled ? 'Disable' : 'Enable'}
            </button>
            <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'edit' })}>
              Edit
            </button>
          </>
        }
      />
      <WebhookAttemptsCard endpointId={endpoint._id} />
      <TitledCard title="Endpoint" titleClassName="section-title">
        <div className="side-details">
          <DetailList rows={detailRows(endpoint)} />
        </div>
      </TitledCard>
      {dialog?.kind === 'edit' && <WebhookEndpointDialog endpoint={endpoint} onClose={closeDialog} />}
      {dialog?.kind === 'rotate' && (
        <FormDialog
          title="Rotate Secret"
          submitLabel="Rotate"
          busyLabel="Rotating…"
          isBusy={rotate.isPending}
          onSubmit={() => rotate.mutate(endpoint._id, { onSuccess: (answer) => setDialog({ kind: 'secret', secret: answer.secret }) })}
          onClose={closeDialog}
        >
          <p className="dialog__text">
            A new secret signs from now on; the current one also signs for a grace period, so your receiver can switch over.
          </p>
        </FormDialog>
      )}
      {dialog?.kind === 'secret' && (
        <GeneratedSecretDialog title="Secret rotated" label="New signing secret (copy now):" secret={dialog.secret} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Webhook"
          expectedText={endpoint.url}
          consequences="Events are no longer sent to it, including retries still queued."
          isDeleting={remove.isPending}
          onConfirm={() => remove.mutate(endpoint._id, { onSuccess: () => navigate(accountPaths.webhooks, { replace: true }) })}
          onCancel={closeDialog}
        />
      )}
    </div>
  );
}
