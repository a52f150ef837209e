var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable } from '@nestjs/common';
/**
 * Services that hold acknowledged writes in memory for a moment before writing them together
 * (counts written once a second) register how to write them out now. A backup writes them out
 * first, so that it holds everything this process had acknowledged when it started. Other
 * processes' waiting writes are theirs: at most one flush interval of them is not in the backup.
 */
let PendingWrites = class PendingWrites {
    flushers = new Set();
    register(flush) {
        this.flushers.add(flush);
    }
    async flushAll() {
        await Promise.all([...this.flushers].map((flush) => flush()));
    }
};
PendingWrites = __decorate([
    Injectable()
], PendingWrites);
export { PendingWrites };
//# sourceMappingURL=pending-writes.js.map