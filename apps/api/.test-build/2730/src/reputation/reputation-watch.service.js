var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var ReputationWatch_1;
import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { RollupsService } from '../rollups/rollups.service.js';
import { AccountStandingsService } from './account-standings.service.js';
/**
 * Judges accounts when their reputation counts change: after each rollup flush that wrote some
 * (a delivery, a hard bounce or a complaint recorded by this process), each of those accounts is
 * judged once, one after another. No scan: an account is judged only when something it sent was
 * counted, and the judgement reads its few rollup documents by _id.
 */
let ReputationWatch = ReputationWatch_1 = class ReputationWatch {
    rollups;
    standings;
    logger = new Logger(ReputationWatch_1.name);
    waiting = new Set();
    judging = null;
    constructor(rollups, standings) {
        this.rollups = rollups;
        this.standings = standings;
    }
    onModuleInit() {
        this.rollups.onReputationCounted((userIds) => {
            for (const userId of userIds)
                this.waiting.add(userId);
            this.judging ??= this.judgeWaiting().finally(() => (this.judging = null));
        });
    }
    async judgeWaiting() {
        while (this.waiting.size > 0) {
            const [userId] = this.waiting;
            this.waiting.delete(userId);
            await this.standings.judge(new Types.ObjectId(userId)).catch((error) => this.logger.error(`Judging account ${userId} failed: ${error.message}`));
        }
    }
};
ReputationWatch = ReputationWatch_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [RollupsService,
        AccountStandingsService])
], ReputationWatch);
export { ReputationWatch };
//# sourceMappingURL=reputation-watch.service.js.map