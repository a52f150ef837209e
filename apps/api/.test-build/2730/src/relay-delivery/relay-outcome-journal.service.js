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
var RelayOutcomeJournal_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { RelayOutcomeRecord } from './relay-outcome.schema.js';
/** Outcomes replayed per pass: one is left behind per transmission a dead process had finished. */
const REPLAY_BATCH = 100;
/** The longest wait between replays (shorter with short leases: a replay must come before the takeover). */
const REPLAY_INTERVAL_MAX_MS = 15_000;
/**
 * The relay worker's journal of relay answers, in the API's own store: what the agent's journal
 * file is to an agent. The worker writes a relay's answer here the moment it came, records the
 * attempt, then removes it. An answer left behind (its process died in between) is recorded by
 * the replay, which every process runs: as the attempt's result while the lease is still held
 * or unrecorded, or as the result of the attempt that took the delivery over (see
 * DeliveryQueueService.settleJournaledAttempt). Either way the relay is not asked again.
 */
let RelayOutcomeJournal = RelayOutcomeJournal_1 = class RelayOutcomeJournal {
    outcomes;
    queue;
    logger = new Logger(RelayOutcomeJournal_1.name);
    replayEveryMs;
    timer;
    constructor(config, outcomes, queue) {
        this.outcomes = outcomes;
        this.queue = queue;
        this.replayEveryMs = Math.min(REPLAY_INTERVAL_MAX_MS, Math.max(1000, config.sending.leaseMs / 2));
    }
    onApplicationBootstrap() {
        this.timer = setInterval(() => void this.replayLeftBehind(), this.replayEveryMs).unref();
    }
    onApplicationShutdown() {
        clearInterval(this.timer);
    }
    /** Makes the relay's answer durable; resolves once it is stored. */
    async write(leaseToken, owner, results, origin) {
        await this.outcomes.collection.insertOne({
            _id: leaseToken,
            owner,
            results,
            source_ip: origin.sourceIp,
            relay_name: origin.agentHostname,
            created_at: new Date(),
        });
    }
    /** The attempt is recorded: the answer need not be replayed. A removal that fails is replayed harmlessly. */
    async forget(leaseToken) {
        await this.outcomes.deleteOne({ _id: leaseToken }).exec().catch((error) => this.logger.warn(`Removing relay outcome ${leaseToken}: ${error.message}`));
    }
    /**
     * Records the answers older than `minimumAgeMs`: by default a replay interval (a live worker
     * records its own within milliseconds); at start, all (the worker leases nothing before).
     */
    async replayLeftBehind(minimumAgeMs = this.replayEveryMs) {
        let replayed = 0;
        try {
            const left = await this.outcomes
                .find({ created_at: { $lt: new Date(Date.now() - minimumAgeMs) } })
                .sort({ created_at: 1 })
                .limit(REPLAY_BATCH)
                .lean()
                .exec();
            for (const outcome of left) {
                const origin = { sourceIp: outcome.source_ip, agentHostname: outcome.relay_name };
                const { recorded } = await this.queue.recordAttempt(outcome._id, outcome.results, origin, outcome.owner);
                const settled = recorded || (await this.queue.settleJournaledAttempt(outcome._id, outcome.results, origin, outcome.owner));
                this.logger.warn({ delivery: outcome._id.split('.')[0], recorded, settled }, 'Replayed a relay answer whose worker stopped before recording it');
                await this.forget(outcome._id);
                replayed += 1;
            }
        }
        catch (error) {
            this.logger.error(`Replaying relay outcomes failed: ${error.message}`);
        }
        return replayed;
    }
};
RelayOutcomeJournal = RelayOutcomeJournal_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(RelayOutcomeRecord.name)),
    __metadata("design:paramtypes", [Object, Function, DeliveryQueueService])
], RelayOutcomeJournal);
export { RelayOutcomeJournal };
//# sourceMappingURL=relay-outcome-journal.service.js.map