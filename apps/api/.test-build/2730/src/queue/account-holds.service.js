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
var AccountHolds_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountHoldRecord } from './account-hold.schema.js';
/** How often every process rereads the holds, to learn of those another process set or lifted. */
const REFRESH_INTERVAL_MS = 2000;
/**
 * The accounts whose mail is held (AccountHoldRecord), known to every process in memory so that
 * leasing and submission ask without a read: this process's own changes apply at once, other
 * processes' within REFRESH_INTERVAL_MS. The reread takes the whole collection, which holds only
 * the accounts on hold.
 */
let AccountHolds = AccountHolds_1 = class AccountHolds {
    holds;
    logger = new Logger(AccountHolds_1.name);
    held = new Map();
    /** When this process last changed a hold: a reread begun before it would undo the change. */
    changedAt = 0;
    timer = null;
    constructor(holds) {
        this.holds = holds;
    }
    async onModuleInit() {
        await this.refresh();
        this.timer = setInterval(() => void this.refresh().catch((error) => this.logger.error(`Rereading the account holds failed: ${error.message}`)), REFRESH_INTERVAL_MS).unref();
    }
    onApplicationShutdown() {
        if (this.timer)
            clearInterval(this.timer);
    }
    /** Why the account's mail is held, or null when it is not. */
    reasonOf(userId) {
        return this.held.get(userId.toString()) ?? null;
    }
    isHeld(userId) {
        return this.held.has(userId);
    }
    async hold(userId, reason) {
        const id = userId.toString();
        await this.holds.updateOne({ _id: id }, { $set: { reason }, $setOnInsert: { held_at: new Date() } }, { upsert: true }).exec();
        this.changedAt = Date.now();
        this.held.set(id, reason);
    }
    async release(userId) {
        const id = userId.toString();
        await this.holds.deleteOne({ _id: id }).exec();
        this.changedAt = Date.now();
        this.held.delete(id);
    }
    async refresh() {
        const startedAt = Date.now();
        const stored = await this.holds.find({}, { reason: 1 }).lean().exec();
        if (startedAt <= this.changedAt)
            return;
        this.held = new Map(stored.map((hold) => [hold._id, hold.reason]));
    }
};
AccountHolds = AccountHolds_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(AccountHoldRecord.name)),
    __metadata("design:paramtypes", [Function])
], AccountHolds);
export { AccountHolds };
//# sourceMappingURL=account-holds.service.js.map