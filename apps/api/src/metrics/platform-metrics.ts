import { Injectable } from '@nestjs/common';
import type { IpWarmupAllowance } from '@platform/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One route's share of this process's view of the queue. */
export interface RouteQueueSummary {
  route: string;
  /** Open deliveries (queued, or leased and not yet finished). */
  depth: number;
  /** How long the longest-waiting due delivery has waited, in seconds (0 when none is due). */
  oldestDueSeconds: number;
}

/** What a finished or retried recipient delivery came to. */
export type DeliveryOutcomeLabel = 'delivered' | 'deferred' | 'bounced' | 'failed';
/** Where an SMTP session came in. */
export type SmtpListener = 'submission' | 'inbound';

/** From a second to a few days: mail waits for retries that back off up to hours. */
const DELIVERY_LATENCY_BUCKETS = [0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600, 5 * 24 * 3600];
const HTTP_LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DATABASE_LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * Every metric the API exposes at /metrics, in one registry of this app (not prom-client's
 * global one: the tests run several apps in one process). Counters count what this process
 * did; Prometheus sums them over the processes. The gauges are read when scraped, from what
 * their owners registered: nothing here reads the database per scrape.
 */
@Injectable()
export class PlatformMetrics {
  readonly registry = new Registry();
  private queueView: () => RouteQueueSummary[] = () => [];
  private agentsOnlineCount: () => Promise<number> = async () => 0;
  private activeSuspensions: () => Promise<Array<{ source_ip: string; destination: string }>> = async () => [];
  private warmingIps: () => Promise<IpWarmupAllowance[]> = async () => [];

  readonly messagesAccepted = new Counter({
    name: 'platform_messages_accepted_total',
    help: 'Messages accepted (HTTP API or SMTP submission), by delivery route',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly deliveryOutcomes = new Counter({
    name: 'platform_deliveries_total',
    help: 'Recipient delivery attempts by route and outcome (deferred ones are tried again; failed ones were given up)',
    labelNames: ['route', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly deliveryLatency = new Histogram({
    name: 'platform_delivery_latency_seconds',
    help: 'From acceptance to the final outcome (delivered, bounced or failed) of a recipient delivery',
    labelNames: ['route', 'outcome'] as const,
    buckets: DELIVERY_LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly smtpSessions = new Counter({
    name: 'platform_smtp_sessions_total',
    help: 'SMTP connections opened, by listener',
    labelNames: ['listener'] as const,
    registers: [this.registry],
  });

  readonly smtpRefusals = new Counter({
    name: 'platform_smtp_refusals_total',
    help: 'SMTP commands or connections refused, by listener and reason',
    labelNames: ['listener', 'reason'] as const,
    registers: [this.registry],
  });

  readonly httpLatency = new Histogram({
    name: 'platform_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly databaseCommandLatency = new Histogram({
    name: 'platform_database_command_duration_seconds',
    help: 'MongoDB commands sent by this process, by command name and outcome (driver command monitoring)',
    labelNames: ['command', 'outcome'] as const,
    buckets: DATABASE_LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly databaseConnectionsInUse = new Gauge({
    name: 'platform_database_connections_in_use',
    help: 'Database connections of this process running a command now (driver pool events)',
    registers: [this.registry],
  });

  readonly databaseCheckoutsWaiting = new Gauge({
    name: 'platform_database_checkouts_waiting',
    help: 'Database commands of this process waiting for a connection of the pool (all of them in use)',
    registers: [this.registry],
  });

  readonly contentScans = new Counter({
    name: 'platform_content_scans_total',
    help: 'Messages content scanning judged, by verdict: passed, held, rejected, unscanned (accepted while rspamd was down, or over the scan limit), deferred (refused while rspamd was down)',
    labelNames: ['verdict'] as const,
    registers: [this.registry],
  });

  readonly contentScanLatency = new Histogram({
    name: 'platform_content_scan_seconds',
    help: "Time rspamd took to answer for one message (its /checkv2 call), failed calls included",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'platform_webhook_attempts_total',
    help: 'Webhook POSTs, by outcome (ok: a 2xx answer)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly deferralsByClass = new Counter({
    name: 'platform_deferrals_total',
    help: 'Deferred recipient attempts by reply class (throttled, mailbox_full, greylisted, connection_failed, other) and destination',
    labelNames: ['class', 'destination'] as const,
    registers: [this.registry],
  });

  readonly destinationSuspensions = new Counter({
    name: 'platform_destination_suspensions_total',
    help: 'Suspensions of a destination on a sending IP after a throttling reply, by destination',
    labelNames: ['destination'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    new Gauge({
      name: 'platform_queue_depth',
      help: 'Open deliveries by route, from this process\'s view of the queue (reread every QUEUE_RESCAN_MS)',
      labelNames: ['route'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const summary of metrics.queueView()) this.set({ route: summary.route }, summary.depth);
      },
    });
    new Gauge({
      name: 'platform_queue_oldest_due_seconds',
      help: 'How long the longest-waiting due delivery of each route has waited',
      labelNames: ['route'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const summary of metrics.queueView()) this.set({ route: summary.route }, summary.oldestDueSeconds);
      },
    });
    new Gauge({
      name: 'platform_agents_online',
      help: 'Sending agents whose heartbeat is recent and that no admin set offline',
      registers: [this.registry],
      async collect() {
        this.set(await metrics.agentsOnlineCount());
      },
    });
    new Gauge({
      name: 'platform_destination_suspended',
      help: '1 for each destination suspended now on a sending IP (after a throttling reply)',
      labelNames: ['source_ip', 'destination'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const suspension of await metrics.activeSuspensions()) this.set({ source_ip: suspension.source_ip, destination: suspension.destination }, 1);
      },
    });
    new Gauge({
      name: 'platform_ip_warmup_daily_volume',
      help: 'Messages a warming IP may deliver to each destination today (its warm-up schedule)',
      labelNames: ['ip'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const allowance of await metrics.warmingIps()) this.set({ ip: allowance.ip }, allowance.daily_volume);
      },
    });
    new Gauge({
      name: 'platform_ip_warmup_delivered',
      help: 'Messages a warming IP delivered to a destination today, against platform_ip_warmup_daily_volume',
      labelNames: ['ip', 'destination'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const allowance of await metrics.warmingIps()) {
          for (const [destination, delivered] of Object.entries(allowance.delivered)) this.set({ ip: allowance.ip, destination }, delivered);
        }
      },
    });
  }

  /** The IPs' owner tells how to read the warming IPs' volumes and today's counts. */
  observeIpWarmup(warming: () => Promise<IpWarmupAllowance[]>): void {
    this.warmingIps = warming;
  }

  /** The suspensions' owner tells how to read the active ones (from its short-lived cache). */
  observeSuspensions(active: () => Promise<Array<{ source_ip: string; destination: string }>>): void {
    this.activeSuspensions = active;
  }

  /** The queue's owner tells where its per-route summary comes from. */
  observeQueue(view: () => RouteQueueSummary[]): void {
    this.queueView = view;
  }

  /** The agents' owner tells how to count the online ones (bounded by its own cache). */
  observeAgentsOnline(count: () => Promise<number>): void {
    this.agentsOnlineCount = count;
  }

  /** The Prometheus text exposition of every metric. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
