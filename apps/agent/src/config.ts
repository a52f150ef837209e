import { isIP } from 'node:net';
import { hostname as machineHostname, networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import type { MailHost } from './mx-resolver.js';

export interface AgentConfig {
  /** Base URL of the API, without a trailing slash (the protocol paths are appended). */
  apiUrl: string;
  agentId: string;
  secret: string;
  /** The addresses this agent reports and may be asked to send from. */
  ips: string[];
  hostname: string;
  /** Most SMTP connections open at once, and so most deliveries in progress. */
  concurrency: number;
  /** Every recipient domain goes to this host instead of its MX (tests, staging). */
  mxOverride: MailHost | null;
  /** The port MX hosts are spoken to on: 25, except against a test MX on another port. */
  mxPort: number;
  /** DNS servers (`ip` or `ip:port`) for MX and address look-ups; empty: the system's resolvers. */
  dnsServers: string[];
  heartbeatSeconds: number;
  pollMs: number;
  /** How long a stop lets deliveries in progress finish before it gives their leases back. */
  shutdownGraceSeconds: number;
  /** The journal file of delivery outcomes not yet reported (see OutcomeJournal). */
  journalPath: string;
  tlsRejectUnauthorized: boolean;
  /** Port the MTA-STS policy hosts (mta-sts.<domain>) are asked on over HTTPS: 443, except against a test server. */
  mtaStsPort: number;
  /** A PEM file of CA certificates trusted besides the system's, for policy hosts and MX certificates; null: none. */
  tlsCaFile: string | null;
  /** Where GET /metrics (Prometheus text) is served, behind its token; null: not served. */
  metrics: { port: number; host: string; token: string } | null;
}

export type CommandLine = { help: true } | { help: false; config: AgentConfig };

/** A bad or missing option; main prints it with the usage hint and exits with code 2. */
export class ConfigError extends Error {}

/** What the machine offers as defaults; injected so tests do not depend on the host they run on. */
export interface MachineFacts {
  hostname: string;
  networkInterfaces: ReturnType<typeof networkInterfaces>;
}

export const USAGE = `Usage: platform-agent [options]

The sending agent of the outbound e-mail platform. It sends heartbeats to the API, leases the
deliveries routed to it, hands each to the recipient's MX host over SMTP from the chosen source IP
(as the local address, greeting with that IP's HELO name), and reports every result.

Every option can also be given in the environment; a flag wins over its variable.

Required:
  --api-url <url>             AGENT_API_URL        URL of the API, e.g. https://mail.example.com
  --agent-id <id>             AGENT_ID             the agent_id the agent was created with
  --secret <secret>           AGENT_SECRET         the secret shown once when the agent was created
                                                   (prefer the variable: flags show in ps)

Optional:
  --ips <ip,ip,...>           AGENT_IPS            IPs to report and send from
                                                   (default: this machine's non-loopback addresses)
  --hostname <name>           AGENT_HOSTNAME       hostname to report (default: the machine's)
  --concurrency <n>           AGENT_CONCURRENCY    most SMTP connections at once (default 10)
  --mx-override <host:port>   AGENT_MX_OVERRIDE    deliver every domain to this SMTP server instead
                                                   of its MX hosts (tests and staging only)
  --mx-port <n>               AGENT_MX_PORT        port of the recipients' MX hosts (default 25; another
                                                   only against a test MX)
  --dns-servers <ip[:port],..>  AGENT_DNS_SERVERS  DNS servers for MX look-ups (default: the system's)
  --heartbeat-seconds <n>     AGENT_HEARTBEAT_SECONDS  seconds between heartbeats (default 15)
  --poll-ms <n>               AGENT_POLL_MS        wait between lease requests that found nothing
                                                   (default 1000)
  --metrics-port <n>          AGENT_METRICS_PORT   serve GET /metrics (Prometheus text format) on this
                                                   port (default: not served)
  --metrics-host <address>    AGENT_METRICS_HOST   address it binds (default 127.0.0.1)
  --metrics-token <token>     AGENT_METRICS_TOKEN  bearer token /metrics asks for (16+ characters;
                                                   required with --metrics-port)
  --shutdown-grace-seconds <n>  AGENT_SHUTDOWN_GRACE_SECONDS  how long SIGTERM lets deliveries in
                                                   progress finish (default 20)
  --journal <path>            AGENT_JOURNAL        file where each delivery's outcome is flushed the
                                                   moment the remote server answered, and reported
                                                   from on the next start if the agent died first
                                                   (default: platform-agent-<agent id>.journal in
                                                   the working folder; one per agent)
  --tls-reject-unauthorized   AGENT_TLS_REJECT_UNAUTHORIZED=true
                                                   refuse STARTTLS with an unverifiable certificate
                                                   (default off: opportunistic TLS, see README)
  --mta-sts-port <n>          AGENT_MTA_STS_PORT   port of the recipients' MTA-STS policy hosts
                                                   (default 443; another only against a test server)
  --tls-ca-file <path>        AGENT_TLS_CA_FILE    PEM file of CA certificates trusted besides the
                                                   system's, for MTA-STS policy hosts and MX hosts
                                                   (default: the system's only)
  --help                                           print this text and exit

The agent never exits because the API is unreachable or answers with an error: it logs the
failure on stderr and retries (1 s doubling to 30 s). A wrong agent id or secret (401) is logged
as such and retried every 30 s, so an admin can fix the agent without restarting it.
SIGTERM or SIGINT stops leasing, lets deliveries in progress finish and reports them (up to
--shutdown-grace-seconds), gives the leases of those still unfinished back to the API, so that
another agent takes them at once, and exits 0.

Exit codes: 0 stopped or --help, 2 bad or missing options.
Logs: one line per delivery result on stdout; other events on stderr.`;

const OPTIONS = {
  'api-url': { type: 'string', env: 'AGENT_API_URL' },
  'agent-id': { type: 'string', env: 'AGENT_ID' },
  secret: { type: 'string', env: 'AGENT_SECRET' },
  ips: { type: 'string', env: 'AGENT_IPS' },
  hostname: { type: 'string', env: 'AGENT_HOSTNAME' },
  concurrency: { type: 'string', env: 'AGENT_CONCURRENCY' },
  'mx-override': { type: 'string', env: 'AGENT_MX_OVERRIDE' },
  'mx-port': { type: 'string', env: 'AGENT_MX_PORT' },
  'dns-servers': { type: 'string', env: 'AGENT_DNS_SERVERS' },
  'heartbeat-seconds': { type: 'string', env: 'AGENT_HEARTBEAT_SECONDS' },
  'poll-ms': { type: 'string', env: 'AGENT_POLL_MS' },
  'metrics-port': { type: 'string', env: 'AGENT_METRICS_PORT' },
  'metrics-host': { type: 'string', env: 'AGENT_METRICS_HOST' },
  'metrics-token': { type: 'string', env: 'AGENT_METRICS_TOKEN' },
  'shutdown-grace-seconds': { type: 'string', env: 'AGENT_SHUTDOWN_GRACE_SECONDS' },
  journal: { type: 'string', env: 'AGENT_JOURNAL' },
  'tls-reject-unauthorized': { type: 'boolean', env: 'AGENT_TLS_REJECT_UNAUTHORIZED' },
  'mta-sts-port': { type: 'string', env: 'AGENT_MTA_STS_PORT' },
  'tls-ca-file': { type: 'string', env: 'AGENT_TLS_CA_FILE' },
  help: { type: 'boolean', env: null },
} as const;

type OptionName = keyof typeof OPTIONS;

/** Every environment variable the agent reads (docs/environment.md lists them; see environment-reference.spec.ts). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.values(OPTIONS).flatMap(({ env }) => (env ? [env] : []));

export function parseCommandLine(
  argv: string[],
  env: NodeJS.ProcessEnv,
  machine: MachineFacts = { hostname: machineHostname(), networkInterfaces: networkInterfaces() },
): CommandLine {
  let flags: Partial<Record<OptionName, string | boolean>>;
  try {
    const parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(Object.entries(OPTIONS).map(([name, { type }]) => [name, { type }])),
      strict: true,
      allowPositionals: false,
    });
    flags = parsed.values as typeof flags;
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (flags.help) return { help: true };

  const text = (name: Exclude<OptionName, 'tls-reject-unauthorized' | 'help'>): string | undefined => {
    const flag = flags[name];
    const value = typeof flag === 'string' ? flag : env[OPTIONS[name].env];
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };

  const required = ['api-url', 'agent-id', 'secret'] as const;
  const missing = required.filter((name) => text(name) === undefined);
  if (missing.length > 0) {
    const names = missing.map((name) => `--${name} (${OPTIONS[name].env})`).join(', ');
    throw new ConfigError(`missing required option${missing.length > 1 ? 's' : ''}: ${names}`);
  }

  const configuredIps = text('ips');
  return {
    help: false,
    config: {
      apiUrl: parseApiUrl(text('api-url')!),
      agentId: text('agent-id')!,
      secret: text('secret')!,
      ips: configuredIps === undefined ? sendingAddressesOf(machine) : parseIpList(configuredIps),
      hostname: text('hostname') ?? machine.hostname,
      concurrency: parseInteger('concurrency', text('concurrency'), 10, 1, 1000),
      mxOverride: parseMxOverride(text('mx-override')),
      mxPort: parseInteger('mx-port', text('mx-port'), 25, 1, 65535),
      dnsServers: parseDnsServers(text('dns-servers')),
      heartbeatSeconds: parseInteger('heartbeat-seconds', text('heartbeat-seconds'), 15, 1, 3600),
      pollMs: parseInteger('poll-ms', text('poll-ms'), 1000, 50, 60_000),
      shutdownGraceSeconds: parseInteger('shutdown-grace-seconds', text('shutdown-grace-seconds'), 20, 0, 3600),
      journalPath: resolve(text('journal') ?? `platform-agent-${text('agent-id')!.replace(/[^A-Za-z0-9._-]/g, '_')}.journal`),
      tlsRejectUnauthorized:
        flags['tls-reject-unauthorized'] === true ||
        parseBoolean('tls-reject-unauthorized', env.AGENT_TLS_REJECT_UNAUTHORIZED),
      mtaStsPort: parseInteger('mta-sts-port', text('mta-sts-port'), 443, 1, 65535),
      tlsCaFile: text('tls-ca-file') === undefined ? null : resolve(text('tls-ca-file')!),
      metrics: parseMetrics(text('metrics-port'), text('metrics-host'), text('metrics-token')),
    },
  };
}

function parseApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`--api-url must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`--api-url must be an http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseIpList(value: string): string[] {
  const ips = value
    .split(',')
    .map((ip) => ip.trim())
    .filter((ip) => ip !== '');
  const invalid = ips.filter((ip) => isIP(ip) === 0);
  if (invalid.length > 0) throw new ConfigError(`--ips: not an IP address: ${invalid.join(', ')}`);
  if (ips.length === 0) throw new ConfigError('--ips: give at least one IP address');
  return [...new Set(ips)];
}

/**
 * Loopback addresses cannot reach recipient MX hosts, and IPv6 link-local ones (fe80::/10)
 * only reach the local link, so neither is a sending address.
 */
function sendingAddressesOf(machine: MachineFacts): string[] {
  const addresses = Object.values(machine.networkInterfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && !/^fe[89ab]/i.test(entry.address))
    .map((entry) => entry.address);
  if (addresses.length === 0) {
    throw new ConfigError('no non-loopback IP address found on this machine: give --ips (AGENT_IPS)');
  }
  return [...new Set(addresses)];
}

function parseInteger(name: OptionName, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new ConfigError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

/** Metrics are served only with a port, and then only behind a token: they name hosts and volumes. */
function parseMetrics(port: string | undefined, host: string | undefined, token: string | undefined): AgentConfig['metrics'] {
  if (port === undefined) return null;
  if (token === undefined || token.length < 16) {
    throw new ConfigError('--metrics-token (AGENT_METRICS_TOKEN) of at least 16 characters is required with --metrics-port');
  }
  const bindHost = host ?? '127.0.0.1';
  if (isIP(bindHost) === 0) throw new ConfigError(`--metrics-host must be an IP address, got "${bindHost}"`);
  return { port: parseInteger('metrics-port', port, 0, 0, 65535), host: bindHost, token };
}

function parseMxOverride(value: string | undefined): MailHost | null {
  if (value === undefined) return null;
  // [2001:db8::1]:2525 for IPv6, host:port otherwise
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:\s]+)):(\d{1,5})$/i.exec(value);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) {
    throw new ConfigError(`--mx-override must be host:port (e.g. 127.0.0.1:2525), got "${value}"`);
  }
  return { host: match[1] ?? match[2], port };
}

/** `ip` or `ip:port` (`[ipv6]:port`), comma-separated, as node:dns's setServers takes them. */
function parseDnsServers(value: string | undefined): string[] {
  if (value === undefined) return [];
  const servers = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const server of servers) {
    const match = /^\[(.+)\]:(\d{1,5})$/.exec(server) ?? /^([^:]+):(\d{1,5})$/.exec(server) ?? [server, server, '53'];
    const port = Number(match[2]);
    if (isIP(match[1]) === 0 || port < 1 || port > 65535) {
      throw new ConfigError(`--dns-servers must list IP addresses with an optional port, comma-separated (got "${server}")`);
    }
  }
  return servers;
}

function parseBoolean(name: OptionName, value: string | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  if (normalized === undefined || normalized === '' || normalized === 'false' || normalized === '0') return false;
  if (normalized === 'true' || normalized === '1') return true;
  throw new ConfigError(`${OPTIONS[name].env} must be true or false, got "${value}"`);
}
