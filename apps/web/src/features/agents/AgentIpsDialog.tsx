import type { Agent } from '@platform/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { useAgentIps, useUpdateAgentIps } from './hooks';

interface AgentIpsDialogProps {
  agent: Agent;
  onClose: () => void;
}

/** The agent's sending IPs, each with the HELO name it greets with; Update saves every row at once. */
export function AgentIpsDialog({ agent, onClose }: AgentIpsDialogProps) {
  const ips = useAgentIps(agent._id);
  const updateIps = useUpdateAgentIps();
  // Only edited rows are kept here; the others show what the server holds.
  const [editedHelos, setEditedHelos] = useState<Record<string, string>>({});
  const rows = ips.data?.items ?? [];
  const heloOf = (ip: string, storedHelo: string) => editedHelos[ip] ?? storedHelo;

  const update = () =>
    updateIps.mutate(
      { id: agent._id, items: rows.map((row) => ({ ip: row.ip, helo: heloOf(row.ip, row.helo).trim() })) },
      { onSuccess: () => setEditedHelos({}) },
    );

  return (
    <FormDialog
      title={`Manage IP's: ${agent.agent_id}`}
      submitLabel="Update"
      busyLabel="Updating…"
      isBusy={updateIps.isPending}
      canSubmit={rows.length > 0}
      closeLabel="Close"
      onSubmit={update}
      onClose={onClose}
    >
      {ips.isPending && <p className="muted">Loading…</p>}
      {ips.isError && <p className="muted">The IPs of this agent could not be loaded.</p>}
      {ips.data && rows.length === 0 && <p className="muted">No IPs found.</p>}
      {rows.length > 0 && (
        <table className="data-table data-table--compact" aria-label={`IPs of ${agent.agent_id}`}>
          <thead>
            <tr>
              <th scope="col">IP</th>
              <th scope="col">HELO</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ip}>
                <td className="mono">{row.ip}</td>
                <td>
                  <input
                    className="input input--mono"
                    aria-label={`HELO of ${row.ip}`}
                    autoComplete="off"
                    spellCheck={false}
                    value={heloOf(row.ip, row.helo)}
                    onChange={(event) => setEditedHelos((current) => ({ ...current, [row.ip]: event.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FormDialog>
  );
}
