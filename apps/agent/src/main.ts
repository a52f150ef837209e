#!/usr/bin/env node
import { promises as dnsPromises, setServers as setDnsServers } from 'node:dns';
import { readFileSync } from 'node:fs';
import { SendingAgent } from './agent.js';
import { consoleLog } from './agent-log.js';
import { AgentMetrics, meteredLog } from './agent-metrics.js';
import { AgentApiClient } from './api-client.js';
import { ConfigError, parseCommandLine, USAGE, type AgentConfig } from './config.js';
import { DeliveryPool } from './delivery-pool.js';
import { DestinationShaper } from './destination-shaping.js';
import { startMetricsServer } from './metrics-server.js';
import { MtaStsPolicies } from './mta-sts-policies.js';
import { fetchMtaStsPolicyFile } from './mta-sts-policy-fetch.js';
import { createMailHostResolver, SMTP_PORT } from './mx-resolver.js';
import { resolverLookup } from './resolver-lookup.js';
import { withMtaStsPolicies } from './tls-requirements.js';
import { OutcomeJournal } from './outcome-journal.js';
import { SmtpConnectionCache } from './smtp-connection-cache.js';

/** Exit code for bad or missing options, distinct from crashes (1). */
const EXIT_BAD_OPTIONS = 2;

function readConfig(): AgentConfig {
  try {
    const commandLine = parseCommandLine(process.argv.slice(2), process.env);
    if (commandLine.help) {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    }
    return commandLine.config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`platform-agent: ${error.message}\nRun platform-agent --help for the options.\n`);
    process.exit(EXIT_BAD_OPTIONS);
  }
}

function readExtraCa(path: string | null): string[] {
  if (path === null) return [];
  try {
    return [readFileSync(path, 'utf8')];
  } catch (error) {
    process.stderr.write(`platform-agent: cannot read --tls-ca-file ${path}: ${(error as Error).message}\n`);
    process.exit(EXIT_BAD_OPTIONS);
  }
}

const config = readConfig();
const extraCa = readExtraCa(config.tlsCaFile);
// The default resolver serves both the MX look-ups and nodemailer's look-ups of the MX hosts' addresses.
if (config.dnsServers.length > 0) setDnsServers(config.dnsServers);
const connections = new SmtpConnectionCache({
  maxOpen: config.concurrency,
  tlsRejectUnauthorized: config.tlsRejectUnauthorized,
  extraCa,
});
const metrics = new AgentMetrics(() => config.concurrency - deliveries.freeSlots, () => shaper.activeSuspensions());
const log = meteredLog(consoleLog, metrics);
const mailHosts = createMailHostResolver({ override: config.mxOverride, port: config.mxPort, lookUpAddresses: config.dnsServers.length > 0 });
// An MX override sends everything to one test server: no recipient domain's policy applies to it.
const policies = new MtaStsPolicies({
  dns: dnsPromises,
  fetchPolicyFile: (domain) =>
    fetchMtaStsPolicyFile(domain, {
      port: config.mtaStsPort,
      extraCa,
      // https asks the system's resolver (getaddrinfo) otherwise, not the configured DNS servers.
      ...(config.dnsServers.length > 0 ? { lookup: resolverLookup(dnsPromises) } : {}),
    }),
  logEvent: (event, fields) => log.event(event, fields),
});
const shaper = new DestinationShaper();
const deliveries = new DeliveryPool({
  concurrency: config.concurrency,
  resolveMailHosts: config.mxOverride ? mailHosts : withMtaStsPolicies(mailHosts, policies),
  connections,
  shaper,
});
// Read before anything is leased: what it still owes the API is reported first (SendingAgent.start).
const { journal, owed } = await OutcomeJournal.open(config.journalPath).catch((error: Error) => {
  process.stderr.write(`platform-agent: cannot open the journal ${config.journalPath}: ${error.message}\n`);
  process.exit(1);
});
const agent = new SendingAgent({
  hostname: config.hostname,
  ips: config.ips,
  heartbeatSeconds: config.heartbeatSeconds,
  pollMs: config.pollMs,
  shutdownGraceMs: config.shutdownGraceSeconds * 1000,
  api: new AgentApiClient(config),
  deliveries,
  shaper,
  log,
  journal,
});

let stopRequested = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopRequested) {
    consoleLog.event('agent_killed', { signal, reason: 'second signal while stopping' });
    process.exit(1);
  }
  stopRequested = true;
  consoleLog.event('agent_stopping', { signal });
  const { unfinished, released } = await agent.stop();
  connections.closeAll();
  await journal.close().catch(() => undefined);
  consoleLog.event('agent_stopped', {
    unfinished_deliveries: unfinished,
    released: unfinished > 0 ? released : undefined,
    note: unfinished > released ? 'the API leases the others again when their leases expire' : undefined,
  });
  process.exit(0);
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));

consoleLog.event('agent_started', {
  agent_id: config.agentId,
  api: config.apiUrl,
  hostname: config.hostname,
  ips: config.ips.join(','),
  concurrency: config.concurrency,
  mx_override: config.mxOverride ? `${config.mxOverride.host}:${config.mxOverride.port}` : undefined,
  mx_port: config.mxPort === SMTP_PORT ? undefined : config.mxPort,
  dns_servers: config.dnsServers.length > 0 ? config.dnsServers.join(',') : undefined,
  tls_reject_unauthorized: config.tlsRejectUnauthorized,
  mta_sts: config.mxOverride ? 'off (mx override)' : undefined,
  mta_sts_port: config.mtaStsPort === 443 ? undefined : config.mtaStsPort,
  tls_ca_file: config.tlsCaFile ?? undefined,
  journal: config.journalPath,
});
if (config.metrics) {
  const { port, host, token } = config.metrics;
  startMetricsServer({ port, host, token, registry: metrics.registry }).then(
    (server) => {
      server.unref();
      log.event('metrics_listening', { address: `${host}:${(server.address() as { port: number }).port}` });
    },
    (error: Error) => log.event('metrics_failed', { error: error.message }),
  );
}
agent.start(owed);
