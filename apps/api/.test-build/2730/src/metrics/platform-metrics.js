var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
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
let PlatformMetrics = class PlatformMetrics {
    registry = new Registry();
    queueView = () => [];
    agentsOnlineCount = async () => 0;
    messagesAccepted = new Counter({
        name: 'platform_messages_accepted_total',
        help: 'Messages accepted (HTTP API or SMTP submission), by delivery route',
        labelNames: ['route'],
        registers: [this.registry],
    });
    deliveryOutcomes = new Counter({
        name: 'platform_deliveries_total',
        help: 'Recipient delivery attempts by route and outcome (deferred ones are tried again; failed ones were given up)',
        labelNames: ['route', 'outcome'],
        registers: [this.registry],
    });
    deliveryLatency = new Histogram({
        name: 'platform_delivery_latency_seconds',
        help: 'From acceptance to the final outcome (delivered, bounced or failed) of a recipient delivery',
        labelNames: ['route', 'outcome'],
        buckets: DELIVERY_LATENCY_BUCKETS,
        registers: [this.registry],
    });
    smtpSessions = new Counter({
        name: 'platform_smtp_sessions_total',
        help: 'SMTP connections opened, by listener',
        labelNames: ['listener'],
        registers: [this.registry],
    });
    smtpRefusals = new Counter({
        name: 'platform_smtp_refusals_total',
        help: 'SMTP commands or connections refused, by listener and reason',
        labelNames: ['listener', 'reason'],
        registers: [this.registry],
    });
    httpLatency = new Histogram({
        name: 'platform_http_request_duration_seconds',
        help: 'HTTP requests by method, route pattern and status code',
        labelNames: ['method', 'route', 'status_code'],
        buckets: HTTP_LATENCY_BUCKETS,
        registers: [this.registry],
    });
    databaseCommandLatency = new Histogram({
        name: 'platform_database_command_duration_seconds',
        help: 'MongoDB commands sent by this process, by command name and outcome (driver command monitoring)',
        labelNames: ['command', 'outcome'],
        buckets: DATABASE_LATENCY_BUCKETS,
        registers: [this.registry],
    });
    databaseConnectionsInUse = new Gauge({
        name: 'platform_database_connections_in_use',
        help: 'Database connections of this process running a command now (driver pool events)',
        registers: [this.registry],
    });
    databaseCheckoutsWaiting = new Gauge({
        name: 'platform_database_checkouts_waiting',
        help: 'Database commands of this process waiting for a connection of the pool (all of them in use)',
        registers: [this.registry],
    });
    contentScans = new Counter({
        name: 'platform_content_scans_total',
        help: 'Messages content scanning judged, by verdict: passed, held, rejected, unscanned (accepted while rspamd was down, or over the scan limit), deferred (refused while rspamd was down)',
        labelNames: ['verdict'],
        registers: [this.registry],
    });
    contentScanLatency = new Histogram({
        name: 'platform_content_scan_seconds',
        help: "Time rspamd took to answer for one message (its /checkv2 call), failed calls included",
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [this.registry],
    });
    webhookAttempts = new Counter({
        name: 'platform_webhook_attempts_total',
        help: 'Webhook POSTs, by outcome (ok: a 2xx answer)',
        labelNames: ['outcome'],
        registers: [this.registry],
    });
    constructor() {
        collectDefaultMetrics({ register: this.registry });
        const metrics = this;
        new Gauge({
            name: 'platform_queue_depth',
            help: 'Open deliveries by route, from this process\'s view of the queue (reread every QUEUE_RESCAN_MS)',
            labelNames: ['route'],
            registers: [this.registry],
            collect() {
                this.reset();
                for (const summary of metrics.queueView())
                    this.set({ route: summary.route }, summary.depth);
            },
        });
        new Gauge({
            name: 'platform_queue_oldest_due_seconds',
            help: 'How long the longest-waiting due delivery of each route has waited',
            labelNames: ['route'],
            registers: [this.registry],
            collect() {
                this.reset();
                for (const summary of metrics.queueView())
                    this.set({ route: summary.route }, summary.oldestDueSeconds);
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
    }
    /** The queue's owner tells where its per-route summary comes from. */
    observeQueue(view) {
        this.queueView = view;
    }
    /** The agents' owner tells how to count the online ones (bounded by its own cache). */
    observeAgentsOnline(count) {
        this.agentsOnlineCount = count;
    }
    /** The Prometheus text exposition of every metric. */
    exposition() {
        return this.registry.metrics();
    }
};
PlatformMetrics = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [])
], PlatformMetrics);
export { PlatformMetrics };
//# sourceMappingURL=platform-metrics.js.map