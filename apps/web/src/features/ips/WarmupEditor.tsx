import type { AgentIp } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../lib/notices';
import { useUpdateIp } from './hooks';

/**
 * The day an IP's warm-up per destination started, editable in place: a day starts (or restarts)
 * it, an empty field marks the IP warmed (no daily volume).
 */
export function WarmupEditor({ ip }: { ip: AgentIp }) {
  const [startedOn, setStartedOn] = useState(ip.warmup_started_on ?? '');
  const updateIp = useUpdateIp();
  const isChanged = startedOn !== (ip.warmup_started_on ?? '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || updateIp.isPending) return;
    updateIp.mutate(
      { ip: ip.ip, changes: { warmup_started_on: startedOn || null } },
      { onSuccess: () => notifySuccess(startedOn ? 'Warm-up start updated' : 'IP marked as warmed') },
    );
  };

  return (
    <form className="inline-edit" onSubmit={save}>
      <input
        className="input"
        type="date"
        aria-label={`Warm-up start of ${ip.ip}`}
        aria-describedby={`warmup-state-${ip._id}`}
        value={startedOn}
        onChange={(event) => setStartedOn(event.target.value)}
      />
      <button type="submit" className="button button--small" aria-label={`Save warm-up start of ${ip.ip}`} disabled={!isChanged || updateIp.isPending}>
        {updateIp.isPending ? 'Saving…' : 'Save'}
      </button>
      <span id={`warmup-state-${ip._id}`} className="muted">
        {ip.warmup_started_on ? 'Warming' : 'Warmed'}
      </span>
    </form>
  );
}
