import type { Agent } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import type { DetailRow } from '../../components/DetailList';
import { EntityPanel } from '../../components/EntityPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/formatDate';
import { GeneratedSecretDialog } from '../users/GeneratedSecretDialog';
import { AgentFormDialog } from './AgentFormDialog';
import { AGENT_TYPE_LABELS } from './agentForm';
import { AgentIpsDialog } from './AgentIpsDialog';
import { agentQueries, useResetAgentSecret } from './hooks';

interface AgentPanelProps {
  agentId: string;
  onClose: () => void;
}

type PanelDialog = { kind: 'edit' } | { kind: 'delete' } | { kind: 'ips' } | { kind: 'secret'; secret: string } | null;

function detailRows(agent: Agent): DetailRow[] {
  return [
    ['ID', agent._id],
    ['Hostname', agent.hostname],
    ['Type', AGENT_TYPE_LABELS[agent.agent_type] ?? agent.agent_type],
    ['Owner', agent.owner_email ?? '-'],
    ['IPs', agent.ip_count.toLocaleString()],
    ['Last seen', formatDateTime(agent.last_seen)],
    ['Created', formatDateTime(agent.createdAt)],
  ];
}

/** Side panel with one agent's details and the actions on it. */
export function AgentPanel({ agentId, onClose }: AgentPanelProps) {
  const detail = agentQueries.useDetail(agentId);
  const deleteAgent = agentQueries.useDelete();
  const resetSecret = useResetAgentSecret();
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const closeDialog = () => setDialog(null);
  const agent = detail.data;

  return (
    <>
      <EntityPanel
        title={agent?.agent_id ?? 'Agent details'}
        rows={agent && detailRows(agent)}
        isLoading={detail.isPending}
        failureText="The details of this agent could not be loaded."
        summary={agent && <StatusBadge status={agent.status} />}
        onEdit={() => setDialog({ kind: 'edit' })}
        onDelete={() => setDialog({ kind: 'delete' })}
        extraActions={
          <>
            <button type="button" className="button" onClick={() => setDialog({ kind: 'ips' })}>
              Manage IP's
            </button>
            <button
              type="button"
              className="button"
              disabled={resetSecret.isPending}
              onClick={() => resetSecret.mutate(agentId, { onSuccess: (secret) => setDialog({ kind: 'secret', secret }) })}
            >
              Reset Secret
            </button>
          </>
        }
        onClose={onClose}
      />
      {agent && dialog?.kind === 'edit' && <AgentFormDialog agent={agent} onClose={closeDialog} />}
      {agent && dialog?.kind === 'ips' && <AgentIpsDialog agent={agent} onClose={closeDialog} />}
      {agent && dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Agent"
          expectedText={agent.agent_id}
          consequences="Deleting an agent does not delete the associated user and domains."
          isDeleting={deleteAgent.isPending}
          onConfirm={() => deleteAgent.mutate(agentId, { onSuccess: onClose })}
          onCancel={closeDialog}
        />
      )}
      {dialog?.kind === 'secret' && (
        <GeneratedSecretDialog title="Agent secret reset" label="New agent secret (copy now):" secret={dialog.secret} onClose={closeDialog} />
      )}
    </>
  );
}
