import type { Relay } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import type { DetailRow } from '../../components/DetailList';
import { EntityPanel } from '../../components/EntityPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/formatDate';
import { relayQueries } from './hooks';
import { InsecureAuthBadge } from './InsecureAuthBadge';
import { RelayFormDialog } from './RelayFormDialog';

interface RelayPanelProps {
  relayId: string;
  onClose: () => void;
}

function detailRows(relay: Relay): DetailRow[] {
  return [
    ['ID', relay._id],
    ['Host', `${relay.smtp_host}:${relay.smtp_port}`],
    ['SMTP user', relay.smtp_user || '-'],
    ['SMTP password', relay.has_smtp_pass ? 'Stored' : 'None'],
    ['Plain-text auth', relay.allow_insecure_auth ? 'Allowed' : 'Not allowed (TLS only)'],
    ['SPF record', relay.spf_record || '-'],
    ['DKIM selector', relay.dkim_record.selector || '-'],
    ['DMARC record', relay.dmarc_record || '-'],
    ['Domains', `${relay.domain_count} of ${relay.max_domains === 0 ? 'unlimited' : relay.max_domains}`],
    ['Created', formatDateTime(relay.createdAt)],
  ];
}

/** Side panel with one relay's details and the actions on it. */
export function RelayPanel({ relayId, onClose }: RelayPanelProps) {
  const detail = relayQueries.useDetail(relayId);
  const deleteRelay = relayQueries.useDelete();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const closeDialog = () => setDialog(null);
  const relay = detail.data;

  return (
    <>
      <EntityPanel
        title={relay?.name ?? 'Relay details'}
        rows={relay && detailRows(relay)}
        isLoading={detail.isPending}
        failureText="The details of this relay could not be loaded."
        summary={
          relay && (
            <>
              <StatusBadge status={relay.status} />
              {relay.allow_insecure_auth && <InsecureAuthBadge />}
            </>
          )
        }
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        onClose={onClose}
      />
      {relay && dialog === 'edit' && <RelayFormDialog relay={relay} onClose={closeDialog} />}
      {relay && dialog === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Relay"
          expectedText={relay.name}
          isDeleting={deleteRelay.isPending}
          onConfirm={() => deleteRelay.mutate(relayId, { onSuccess: onClose })}
          onCancel={closeDialog}
        />
      )}
    </>
  );
}
