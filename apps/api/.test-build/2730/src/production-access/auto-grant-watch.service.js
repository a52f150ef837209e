var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var AutoGrantWatch_1;
import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { RollupsService } from '../rollups/rollups.service.js';
import { ProductionAccessService } from './production-access.service.js';
/**
 * Weighs the automatic grant when an account's reputation counts change (as ReputationWatch
 * judges then): only accounts whose sent mail was just counted, one after another, each by a
 * cached user read and, when sandboxed, its few rollup documents by _id. No scan of the log.
 */
let AutoGrantWatch = AutoGrantWatch_1 = class AutoGrantWatch {
    rollups;
    access;
    logger = new Logger(AutoGrantWatch_1.name);
    waiting = new Set();
    weighing = null;
    constructor(rollups, access) {
        this.rollups = rollups;
        this.access = access;
    }
    onModuleInit() {
        this.rollups.onReputationCounted((userIds) => {
            for (const userId of userIds)
                this.waiting.add(userId);
            this.weighing ??= this.weighWaiting().finally(() => (this.weighing = null));
        });
    }
    async weighWaiting() {
        while (this.waiting.size > 0) {
            const [userId] = this.waiting;
            this.waiting.delete(userId);
            await this.access.grantIfEarned(new Types.ObjectId(userId)).catch((error) => this.logger.error(`The automatic grant of account ${userId} failed: ${error.message}`));
        }
    }
};
AutoGrantWatch = AutoGrantWatch_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [RollupsService,
        ProductionAccessService])
], AutoGrantWatch);
export { AutoGrantWatch };
//# sourceMappingURL=auto-grant-watch.service.js.map