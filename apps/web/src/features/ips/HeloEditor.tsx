import type { AgentIp } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../lib/notices';
import { useUpdateIp } from './hooks';

/** The HELO of one IP, editable in place and saved with its own Save button. */
export function HeloEditor({ ip }: { ip: AgentIp }) {
  const [helo, setHelo] = useState(ip.helo);
  const updateIp = useUpdateIp();
  const isChanged = helo.trim() !== ip.helo;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || updateIp.isPending) return;
    updateIp.mutate({ ip: ip.ip, changes: { helo: helo.trim() } }, { onSuccess: () => notifySuccess('HELO updated') });
  };

  return (
    <form className="inline-edit" onSubmit={save}>
      <input
        className="input input--mono"
        aria-label={`HELO of ${ip.ip}`}
        autoComplete="off"
        spellCheck={false}
        value={helo}
        onChange={(event) => setHelo(event.target.value)}
      />
      <button type="submit" className="button button--small" disabled={!isChanged || updateIp.isPending}>
        {updateIp.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
