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
var QueueMaintenanceService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { AcceptanceJournal } from './acceptance-journal.service.js';
import { DeliveryQueueService } from './delivery-queue.service.js';
import { MessageBodySweep } from './message-body-sweep.service.js';
const SWEEP_INTERVAL_MS = 60_000;
const EXPIRY_BATCH = 100;
/** The expiry sweep reads every delivery past its lifetime: one process does it for all (JobLeadership). */
const EXPIRY_SWEEP_JOB = 'queue-expiry-sweep';
/** Leftover bodies are rare (a crash between a delivery's end and its body's removal): an hourly look is enough. */
const BODY_SWEEP_INTERVAL_MS = 60 * 60_000;
/** It reads the finished deliveries' bodies: one process does it for all (JobLeadership). */
const BODY_SWEEP_JOB = 'message-body-sweep';
/** Settles batches whose process stopped while storing them: one process does it for all (JobLeadership). */
const ACCEPTANCE_RECOVERY_JOB = 'acceptance-recovery';
/**
 * A reread of the open deliveries waits at least this many times its own duration, so that on
 * a long queue (the embedded database reads a few thousand documents a second) it never takes
 * more than a tenth of the time.
 */
const RESCAN_SPACING_FACTOR = 10;
/**
 * A reread that found nothing another process changed doubles the wait before the next one, up
 * to this: a lone API process (which learns of its own work as it does it) then rereads its queue
 * rarely, and one that shares the queue comes back to QUEUE_RESCAN_MS as soon as it learns something.
 */
const QUIET_RESCAN_MAX_MS = 60_000;
/**
 * The queue's background work: rereading the open deliveries into this process's view of the
 * queue (at start and then regularly: every process needs its own view; an accommodation of the
 * embedded database, see DeliveryQueueService), giving up, once a minute, deliveries that outlived
 * the queue lifetime (whatever their route) and settling submission batches a stopped process
 * left half stored (AcceptanceJournal), and removing, once an hour, message bodies that no
 * delivery needs. Each sweep runs in one process at a time (JobLeadership); each removal is
 * decided per document, so an overlap at a takeover is harmless.
 */
let QueueMaintenanceService = QueueMaintenanceService_1 = class QueueMaintenanceService {
    config;
    queue;
    leadership;
    bodies;
    acceptances;
    logger = new Logger(QueueMaintenanceService_1.name);
    sweepTimer;
    bodySweepTimer;
    rescanTimer;
    stopped = false;
    quietWaitMs = 0;
    constructor(config, queue, leadership, bodies, acceptances) {
        this.config = config;
        this.queue = queue;
        this.leadership = leadership;
        this.bodies = bodies;
        this.acceptances = acceptances;
    }
    onApplicationBootstrap() {
        this.stopped = false;
        void this.rescan();
        this.sweepTimer = setInterval(() => void this.sweepExpired(), SWEEP_INTERVAL_MS).unref();
        this.bodySweepTimer = setInterval(() => void this.sweepBodies(), BODY_SWEEP_INTERVAL_MS).unref();
    }
    async sweepBodies() {
        try {
            if (!(await this.leadership.leads(BODY_SWEEP_JOB)))
                return;
            await this.bodies.sweep();
        }
        catch (error) {
            this.logger.error(`Message body sweep failed: ${error.message}`);
        }
    }
    async sweepExpired() {
        try {
            if (!(await this.leadership.leads(EXPIRY_SWEEP_JOB)))
                return;
            const count = await this.failExpiredInBatches();
            if (count)
                this.logger.log(`Gave up ${count} expired deliveries`);
        }
        catch (error) {
            this.logger.error(`Expiry sweep failed: ${error.message}`);
        }
        try {
            if (await this.leadership.leads(ACCEPTANCE_RECOVERY_JOB))
                await this.acceptances.recoverInterrupted();
        }
        catch (error) {
            this.logger.error(`Acceptance recovery failed: ${error.message}`);
        }
    }
    /**
     * Gives up every delivery past its lifetime, a batch at a time: they sit at the front of the
     * view's lanes, where the oldest deliveries are looked for, until they are gone.
     */
    async failExpiredInBatches() {
        let total = 0;
        for (;;) {
            const failed = await this.queue.failExpired(EXPIRY_BATCH);
            total += failed;
            if (failed < EXPIRY_BATCH || this.stopped)
                return total;
        }
    }
    onApplicationShutdown() {
        this.stopped = true;
        clearInterval(this.sweepTimer);
        clearInterval(this.bodySweepTimer);
        clearTimeout(this.rescanTimer);
    }
    async rescan() {
        const startedAt = Date.now();
        const baseWaitMs = this.config.sending.queueRescanMs;
        try {
            const { learnt } = await this.queue.refreshDueDeliveries();
            this.quietWaitMs = learnt > 0 ? baseWaitMs : Math.min(Math.max(this.quietWaitMs, baseWaitMs) * 2, Math.max(QUIET_RESCAN_MAX_MS, baseWaitMs));
        }
        catch (error) {
            this.logger.error(`Rereading the queue failed: ${error.message}`);
        }
        if (this.stopped)
            return;
        const wait = Math.max(this.quietWaitMs, baseWaitMs, (Date.now() - startedAt) * RESCAN_SPACING_FACTOR);
        this.rescanTimer = setTimeout(() => void this.rescan(), wait).unref();
    }
};
QueueMaintenanceService = QueueMaintenanceService_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DeliveryQueueService,
        JobLeadership,
        MessageBodySweep,
        AcceptanceJournal])
], QueueMaintenanceService);
export { QueueMaintenanceService };
//# sourceMappingURL=queue-maintenance.service.js.map