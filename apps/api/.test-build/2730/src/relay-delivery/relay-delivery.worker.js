var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var RelayDeliveryWorker_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { RelaysService } from '../relays/relays.service.js';
import { RelayConnectionPool } from './relay-connection-pool.js';
import { RelayOutcomeJournal } from './relay-outcome-journal.service.js';
import { transmitThroughRelay } from './relay-transmission.js';
/**
 * Carries bulletproof deliveries through their domain's relay: a fixed number of loops that
 * each lease a due delivery, transmit it over the relay's pooled connections and record the
 * result under the lease. A relay's answer is written to the RelayOutcomeJournal before it is
 * recorded, so that a process killed in between does not send the delivery twice.
 */
let RelayDeliveryWorker = RelayDeliveryWorker_1 = class RelayDeliveryWorker {
    config;
    queue;
    relays;
    connections;
    outcomes;
    logger = new Logger(RelayDeliveryWorker_1.name);
    owner = `${hostname()}:${process.pid}:relay`;
    stopping = new AbortController();
    loops = [];
    /** Lease tokens of the deliveries being transmitted now. */
    inFlight = new Set();
    stopped = Promise.resolve();
    constructor(config, queue, relays, connections, outcomes) {
        this.config = config;
        this.queue = queue;
        this.relays = relays;
        this.connections = connections;
        this.outcomes = outcomes;
    }
    async onApplicationBootstrap() {
        this.stopping = new AbortController();
        // What the relays had answered a worker killed before recording it is recorded before anything is leased anew.
        if (this.config.sending.relayWorkerConcurrency > 0)
            await this.outcomes.replayLeftBehind(0);
        this.loops = Array.from({ length: this.config.sending.relayWorkerConcurrency }, () => this.run());
    }
    /**
     * Stops leasing at the start of shutdown, so the transmissions under way finish while the
     * rest of the app drains (SMTP sessions in DATA), within the same grace.
     */
    beforeApplicationShutdown() {
        this.stopping.abort();
        this.stopped = this.finishOrRelease(this.config.shutdownGraceSeconds * 1000);
    }
    async onApplicationShutdown() {
        this.stopping.abort();
        await this.stopped;
    }
    /**
     * Waits up to the grace for the transmissions under way, then gives back the leases of those
     * still running: their deliveries are due again at once for the next process, instead of
     * after the lease (a relay that accepts one meanwhile makes a duplicate, never a loss).
     */
    async finishOrRelease(graceMs) {
        const grace = new AbortController();
        await Promise.race([Promise.all(this.loops), sleep(graceMs, undefined, { signal: grace.signal }).catch(() => undefined)]);
        grace.abort();
        for (const leaseToken of [...this.inFlight]) {
            const released = await this.queue.releaseLease(leaseToken, this.owner).catch((error) => {
                this.logger.error(`Releasing lease ${leaseToken}: ${error.message}`);
                return false;
            });
            if (released)
                this.logger.log(`Released delivery ${leaseToken.split('.')[0]} still in transmission at shutdown`);
        }
    }
    async run() {
        const signal = this.stopping.signal;
        while (!signal.aborted) {
            try {
                const leased = await this.queue.leaseNext('relay', this.owner, this.config.sending.leaseMs);
                if (leased) {
                    this.inFlight.add(leased.leaseToken);
                    try {
                        await this.deliver(leased);
                    }
                    finally {
                        this.inFlight.delete(leased.leaseToken);
                    }
                    continue;
                }
            }
            catch (error) {
                // A database hiccup must not end the loop; the lease (if any) expires and is retried.
                if (!signal.aborted)
                    this.logger.error(`Relay delivery loop: ${error.message}`);
            }
            await sleep(this.config.sending.queuePollMs, undefined, { signal }).catch(() => undefined);
        }
    }
    async deliver({ delivery, leaseToken, envelopeFrom, raw, recipients }) {
        const relay = delivery.relay_id ? await this.relays.forSending(delivery.relay_id) : null;
        const settings = relay?.active ? relay.settings : null;
        const results = relay && settings
            ? await transmitThroughRelay({
                settings,
                transport: this.connections.transportFor(delivery.relay_id.toString(), settings),
                envelopeFrom,
                recipients,
                raw,
            })
            : recipients.map((address) => ({
                address,
                outcome: 'deferred',
                response: relay ? `Relay ${relay.name} is inactive` : 'The domain has no relay',
            }));
        const origin = { sourceIp: settings ? `${settings.host}:${settings.port}` : null, agentHostname: relay?.name ?? null };
        // Durable first: killed from here on, a replay records it instead of the relay being asked again.
        const journaled = await this.journal(leaseToken, results, origin);
        await this.queue.recordAttempt(leaseToken, results, origin);
        if (journaled)
            await this.outcomes.forget(leaseToken);
        for (const result of results) {
            this.logger.log(`${delivery.message_id} to ${result.address} via ${relay?.name ?? '-'}: ${result.outcome} (${result.response})`);
        }
    }
    /**
     * Writes the relay's answer to the journal when it delivered or bounced someone (deferrals are
     * tried again anyway); a failed write is logged and the result recorded all the same.
     */
    async journal(leaseToken, results, origin) {
        if (!results.some((result) => result.outcome !== 'deferred'))
            return false;
        try {
            await this.outcomes.write(leaseToken, this.owner, results, origin);
            return true;
        }
        catch (error) {
            this.logger.error(`Journaling the relay's answer for ${leaseToken.split('.')[0]} failed: ${error.message}`);
            return false;
        }
    }
};
RelayDeliveryWorker = RelayDeliveryWorker_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DeliveryQueueService,
        RelaysService,
        RelayConnectionPool,
        RelayOutcomeJournal])
], RelayDeliveryWorker);
export { RelayDeliveryWorker };
//# sourceMappingURL=relay-delivery.worker.js.map