var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var UserDeletionResumer_1;
import { Injectable, Logger } from '@nestjs/common';
import { UserDeletionService } from './user-deletion.service.js';
const CHECK_INTERVAL_MS = 60_000;
/** A job not written for this long has lost the process that ran it (a running job writes every few seconds to minutes). */
const ABANDONED_AFTER_MS = 5 * 60_000;
/**
 * Resumes user deletions: at start-up every stored job (this process may be the one that died
 * running it), and then, once a minute, jobs that another process abandoned.
 */
let UserDeletionResumer = UserDeletionResumer_1 = class UserDeletionResumer {
    deletions;
    logger = new Logger(UserDeletionResumer_1.name);
    timer;
    constructor(deletions) {
        this.deletions = deletions;
    }
    onApplicationBootstrap() {
        this.resume(new Date());
        this.timer = setInterval(() => this.resume(new Date(Date.now() - ABANDONED_AFTER_MS)), CHECK_INTERVAL_MS).unref();
    }
    onApplicationShutdown() {
        clearInterval(this.timer);
    }
    resume(writtenBefore) {
        this.deletions.resumeJobs(writtenBefore).catch((error) => this.logger.error(`Resuming user deletions failed: ${error.message}`));
    }
};
UserDeletionResumer = UserDeletionResumer_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [UserDeletionService])
], UserDeletionResumer);
export { UserDeletionResumer };
//# sourceMappingURL=user-deletion-resumer.service.js.map