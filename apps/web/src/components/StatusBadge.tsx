/** A status word as a badge; 'active' and 'online' show in green. */
export function StatusBadge({ status }: { status: string }) {
  const isOn = status === 'active' || status === 'online';
  return <span className={`badge${isOn ? ' badge--active' : ''}`}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>;
}
