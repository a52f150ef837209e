import type { Domain } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import type { DetailRow } from '../../components/DetailList';
import { EntityPanel } from '../../components/EntityPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/formatDate';
import { DnsRecordsDialog } from './DnsRecordsDialog';
import { DomainFormDialog } from './DomainFormDialog';
import { domainQueries } from './hooks';
import { VerifiedMark } from './VerifiedMark';

interface DomainPanelProps {
  domainId: string;
  onClose: () => void;
}

function detailRows(domain: Domain): DetailRow[] {
  return [
    ['ID', domain._id],
    ['User', domain.user_email || domain.user_id],
    ['Plan Code', domain.plan_snapshot?.plan_code ?? '-'],
    ['Send Plan', domain.send_plan || '-'],
    ['Relay', domain.bulletproof_relay_id ?? '-'],
    ['Dedicated IPs', domain.dedicated_ips.length > 0 ? domain.dedicated_ips.join(', ') : '-'],
    ['SPF', <VerifiedMark record="SPF" isVerified={domain.spf_verified} />],
    ['DKIM', <VerifiedMark record="DKIM" isVerified={domain.dkim_verified} />],
    ['DMARC', <VerifiedMark record="DMARC" isVerified={domain.dmarc_verified} />],
    ['Created', formatDateTime(domain.createdAt)],
  ];
}

/** Side panel with one domain's details and the actions on it. */
export function DomainPanel({ domainId, onClose }: DomainPanelProps) {
  const detail = domainQueries.useDetail(domainId);
  const deleteDomain = domainQueries.useDelete();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'dns' | null>(null);
  const closeDialog = () => setDialog(null);
  const domain = detail.data?.domain;

  return (
    <>
      <EntityPanel
        title={domain?.domain ?? 'Domain details'}
        rows={domain && detailRows(domain)}
        isLoading={detail.isPending}
        failureText="The details of this domain could not be loaded."
        summary={domain && <StatusBadge status={domain.status} />}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        extraActions={
          <button type="button" className="button" onClick={() => setDialog('dns')}>
            DNS Records
          </button>
        }
        onClose={onClose}
      />
      {domain && dialog === 'edit' && <DomainFormDialog domain={domain} onClose={closeDialog} />}
      {domain && dialog === 'dns' && <DnsRecordsDialog domainId={domain._id} domainName={domain.domain} onClose={closeDialog} />}
      {domain && dialog === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Domain"
          expectedText={domain.domain}
          isDeleting={deleteDomain.isPending}
          onConfirm={() => deleteDomain.mutate(domainId, { onSuccess: onClose })}
          onCancel={closeDialog}
        />
      )}
    </>
  );
}
