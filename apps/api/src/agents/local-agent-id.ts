/** `local-<host name>`, in the characters an agent_id allows. */
export function localAgentIdOf(hostname: string): string {
  const safe = hostname.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return `local-${safe || 'host'}`.slice(0, 64);
}
