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
var SuppressionReview_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { BOUNCE_REASON_LABELS } from '@platform/contracts';
import { classifyBounce } from '../bounce-classification/bounce-classifier.js';
import { backfillOnce } from '../database/one-time-backfill.js';
import { insertIgnoringDuplicates } from '../common/duplicate-keys.js';
import { updateById } from '../database/update-by-id.js';
import { SuppressionLiftRecord } from './suppression-lift.schema.js';
import { SuppressionRecord } from './suppression.schema.js';
import { SuppressionsService } from './suppressions.service.js';
const BATCH_SIZE = 500;
/** Work one start does at most; what is left is reviewed at the next start. */
const REVIEWED_PER_START_MAX = 50_000;
/** Thrown to leave the review's marker unwritten when it stopped at its bound. */
class ReviewContinuesAtNextStart extends Error {
}
/**
 * Bounce suppressions made before bounces were classified (issue 30) suppressed every 5.x.x:
 * reviewed once, in the background after start-up, from their stored diagnostic. Address-level
 * ones (user unknown, host unknown, has moved) stay and get their reason; the others are lifted,
 * each with a lift record saying why (SuppressionLiftRecord) and a log line. Only entries without a
 * reason are read (index { cause, bounce_reason }), in batches, at most REVIEWED_PER_START_MAX per
 * start; a marker makes later starts read nothing. Repeating it changes nothing twice.
 */
let SuppressionReview = SuppressionReview_1 = class SuppressionReview {
    connection;
    suppressions;
    lifts;
    suppressionsService;
    logger = new Logger(SuppressionReview_1.name);
    /** Settles when the review is done (or stopped, which is logged). */
    finished = Promise.resolve();
    constructor(connection, suppressions, lifts, suppressionsService) {
        this.connection = connection;
        this.suppressions = suppressions;
        this.lifts = lifts;
        this.suppressionsService = suppressionsService;
    }
    onApplicationBootstrap() {
        this.finished = backfillOnce(this.connection, 'suppressions.bounce_reason', () => this.review()).catch((error) => {
            if (error instanceof ReviewContinuesAtNextStart)
                this.logger.log(error.message);
            else
                this.logger.error(`Reviewing older bounce suppressions failed: ${error.message}`);
        });
    }
    async review() {
        let reviewed = 0;
        let lifted = 0;
        for (;;) {
            const batch = await this.suppressions.find({ cause: { $in: ['bounce', null] }, bounce_reason: null }).limit(BATCH_SIZE).lean().exec();
            if (batch.length === 0)
                break;
            const now = new Date();
            const classified = batch.map((entry) => ({ entry, classification: classifyBounce(null, entry.reason ?? '') }));
            const kept = classified.filter(({ classification }) => classification.addressLevel);
            const toLift = classified.filter(({ classification }) => !classification.addressLevel);
            if (kept.length) {
                await this.suppressions.bulkWrite(kept.map(({ entry, classification }) => updateById(entry._id, { $set: { bounce_reason: classification.reason } })), { ordered: false });
            }
            // The lift is recorded before the suppression goes: a crash in between leaves it to the next start, recorded once.
            await insertIgnoringDuplicates(this.lifts.collection, toLift.map(({ entry, classification }) => ({
                _id: entry._id.toHexString(),
                user_id: entry.user_id,
                address: entry.address,
                suppressed_because: entry.reason ?? '',
                suppressed_at: entry.created_at ?? now,
                bounce_reason: classification.reason,
                message: `Suppression lifted: "${BOUNCE_REASON_LABELS[classification.reason]}" is not about the address, so it no longer suppresses it`,
                lifted_at: now,
            })));
            for (const { entry, classification } of toLift) {
                await this.suppressionsService.remove(entry._id.toHexString()).catch(() => undefined); // already gone: nothing to lift
                this.logger.log(`Suppression of ${entry.address} (user ${entry.user_id.toHexString()}) lifted: ${classification.reason} (${entry.reason})`);
            }
            reviewed += batch.length;
            lifted += toLift.length;
            if (reviewed >= REVIEWED_PER_START_MAX) {
                throw new ReviewContinuesAtNextStart(`Reviewed ${reviewed} older bounce suppressions (${lifted} lifted); the rest at the next start`);
            }
        }
        if (reviewed > 0)
            this.logger.log(`Reviewed ${reviewed} older bounce suppressions: ${lifted} lifted, ${reviewed - lifted} kept`);
    }
};
SuppressionReview = SuppressionReview_1 = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __param(1, InjectModel(SuppressionRecord.name)),
    __param(2, InjectModel(SuppressionLiftRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, SuppressionsService])
], SuppressionReview);
export { SuppressionReview };
//# sourceMappingURL=suppression-review.service.js.map