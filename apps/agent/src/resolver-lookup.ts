import type { LookupFunction } from 'node:net';

/** The address queries resolverLookup needs (node:dns/promises). */
export interface AddressLookups {
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/**
 * A `lookup` for node:net and node:https that asks DNS servers (the agent's AGENT_DNS_SERVERS,
 * set on node:dns) instead of the system's resolver: the first IPv4 address, else the first IPv6.
 */
export function resolverLookup(dns: AddressLookups): LookupFunction {
  return (hostname, options, callback) => {
    const answer = async (): Promise<{ address: string; family: 4 | 6 }> => {
      const [v4] = await dns.resolve4(hostname).catch((): string[] => []);
      if (v4) return { address: v4, family: 4 };
      const [v6] = await dns.resolve6(hostname);
      if (!v6) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
      return { address: v6, family: 6 };
    };
    answer().then(
      ({ address, family }) => {
        if (options.all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
