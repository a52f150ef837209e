import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { AgentLog, LogFields } from './agent-log.js';

/**
 * What the agent exposes at /metrics. Everything comes through the agent's log (meteredLog): each
 * recipient result and each event the agent logs is counted as it is written, so the figures and
 * the log lines cannot disagree.
 */
export class AgentMetrics {
  readonly registry = new Registry();

  readonly deliveries = new Counter({
    name: 'agent_deliveries_total',
    help: 'Recipient results of the deliveries this agent made, by outcome (delivered, deferred, bounced)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly deliveryTls = new Counter({
    name: 'agent_delivery_tls_total',
    help: 'Recipient results by the TLS version of their SMTP session (none: plaintext) and whether the certificate verified',
    labelNames: ['version', 'verified'] as const,
    registers: [this.registry],
  });

  readonly mtaSts = new Counter({
    name: 'agent_mta_sts_total',
    help: "Recipient results under a domain's MTA-STS policy, by mode and result: passed, failed (testing: delivered anyway) or refused (enforce: deferred)",
    labelNames: ['mode', 'result'] as const,
    registers: [this.registry],
  });

  readonly events = new Counter({
    name: 'agent_events_total',
    help: 'Events the agent logged, by name (api_call_failed, result_dropped, api_unauthorized...)',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  readonly online = new Gauge({
    name: 'agent_online',
    help: "1 while the API's last heartbeat answer said this agent is online, else 0",
    registers: [this.registry],
  });

  constructor(deliveriesInProgress: () => number, activeSuspensions: () => Array<{ source_ip: string; destination: string }> = () => []) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'agent_deliveries_in_progress',
      help: 'Deliveries leased and not yet finished',
      registers: [this.registry],
      collect() {
        this.set(deliveriesInProgress());
      },
    });
    new Gauge({
      name: 'agent_destination_suspended',
      help: '1 for each destination suspended now on one of this agent\'s IPs (its mail from that IP waits without connecting)',
      labelNames: ['source_ip', 'destination'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const suspension of activeSuspensions()) this.set({ source_ip: suspension.source_ip, destination: suspension.destination }, 1);
      },
    });
  }
}

/** The same log, counting what it writes into `metrics`. */
export function meteredLog(log: AgentLog, metrics: AgentMetrics): AgentLog {
  return {
    delivery(outcome: string, fields: LogFields) {
      metrics.deliveries.inc({ outcome });
      countTls(metrics, fields);
      log.delivery(outcome, fields);
    },
    event(event: string, fields?: LogFields) {
      metrics.events.inc({ event });
      if (event === 'agent_status') metrics.online.set(fields?.status === 'online' ? 1 : 0);
      log.event(event, fields);
    },
  };
}

/** The TLS facts of a result line (tlsLogFields): its session, and its MTA-STS verdict. */
function countTls(metrics: AgentMetrics, fields: LogFields): void {
  if (typeof fields.tls === 'string') metrics.deliveryTls.inc({ version: fields.tls, verified: String(fields.tls_verified === true) });
  const mode = fields.mta_sts;
  if (mode !== 'enforce' && mode !== 'testing') return;
  const result = !fields.mta_sts_failure ? 'passed' : mode === 'enforce' ? 'refused' : 'failed';
  metrics.mtaSts.inc({ mode, result });
}
