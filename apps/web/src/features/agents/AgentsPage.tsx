import type { Agent } from '@platform/contracts';
import { useState } from 'react';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { Toggle } from '../../components/Toggle';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { AgentFormDialog } from './AgentFormDialog';
import { AGENT_TYPE_LABELS } from './agentForm';
import { AgentIpsDialog } from './AgentIpsDialog';
import { AgentPanel } from './AgentPanel';
import { AGENTS_PAGE_SIZE, agentQueries, useSetAgentStatus } from './hooks';

interface AgentsPageProps {
  /** Set on /agents/add: the create dialog is open, and closing it returns to /agents. */
  isAdding?: boolean;
}

export function AgentsPage({ isAdding = false }: AgentsPageProps) {
  const listParams = useListParams();
  const agents = agentQueries.useList({ page: listParams.page, limit: AGENTS_PAGE_SIZE });
  const setStatus = useSetAgentStatus();
  const [ipsAgent, setIpsAgent] = useState<Agent | null>(null);

  const columns: DataTableColumn<Agent>[] = [
    { header: 'Agent ID', cell: (agent) => <span className="cell-stack__primary">{agent.agent_id}</span> },
    { header: 'Hostname', cell: (agent) => agent.hostname },
    { header: 'Type', cell: (agent) => <span className="badge">{AGENT_TYPE_LABELS[agent.agent_type] ?? agent.agent_type}</span> },
    {
      header: 'Status',
      isInteractive: true,
      cell: (agent) => (
        <div className="status-cell">
          <Toggle
            checked={agent.status === 'online'}
            label={`Status of ${agent.agent_id}`}
            disabled={setStatus.isPending && setStatus.variables.id === agent._id}
            onChange={(isOnline) => setStatus.mutate({ id: agent._id, status: isOnline ? 'online' : 'offline' })}
          />
          <span className="muted status-cell__label">{agent.status === 'online' ? 'Online' : 'Offline'}</span>
        </div>
      ),
    },
    {
      header: "IP's",
      isInteractive: true,
      cell: (agent) => (
        <button type="button" className="button button--small" aria-label={`Manage IP's of ${agent.agent_id}`} onClick={() => setIpsAgent(agent)}>
          Manage IP's
        </button>
      ),
    },
  ];

  return (
    <EntityListPage
      title="Agents"
      description="Sending agents and the IPs they deliver from."
      addLabel="Add Agent"
      addPath={adminPaths.addAgent}
      listPath={adminPaths.agents}
      isAdding={isAdding}
      renderAddDialog={(close) => <AgentFormDialog onClose={close} />}
      list={agents}
      listParams={listParams}
      pageSize={AGENTS_PAGE_SIZE}
      columns={columns}
      emptyText="No agents yet."
      renderPanel={(agentId, close) => <AgentPanel agentId={agentId} onClose={close} />}
    >
      {ipsAgent && <AgentIpsDialog agent={ipsAgent} onClose={() => setIpsAgent(null)} />}
    </EntityListPage>
  );
}
