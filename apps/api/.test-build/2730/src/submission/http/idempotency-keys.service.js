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
var IdempotencyKeysService_1;
import { ConflictException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { AcceptanceJournal } from '../../queue/acceptance-journal.service.js';
import { IdempotencyKeyRecord } from './idempotency-key.schema.js';
/** How long a key is kept: a repeat within this time gets the first answer again. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/**
 * A key held this long without an answer belongs to a request whose process died (a crash or a
 * kill); it is taken over so that the client's retries are not refused for the rest of the day.
 * Far longer than an acceptance takes, and than clients wait for an answer before retrying.
 */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** Insert-read-decide rounds before giving up on a key that keeps changing hands. */
const CLAIM_ROUNDS = 3;
const STILL_PROCESSING = 'A request with this Idempotency-Key is still being processed';
/**
 * Idempotency-Key of HTTP submission: a request repeated with the same key (per user) is
 * accepted once, and its repeats get the first 202 body back, so a client whose answer was lost
 * can retry without the message being stored and delivered twice.
 *
 * The key and its message are bound before anything is stored: the claim names the _id the
 * message will have. A repeat that finds the key held without an answer asks what became of that
 * message (AcceptanceJournal.acceptanceOf): stored, it gets the answer the first request would
 * have had; still being stored (or left for the acceptance recovery to finish or take back), a
 * 409; never stored, the key is taken over once abandoned. So an API killed at any step of an
 * acceptance leaves a state a repeat turns into the first answer or a 409, never a second message.
 */
let IdempotencyKeysService = IdempotencyKeysService_1 = class IdempotencyKeysService {
    records;
    acceptances;
    logger = new Logger(IdempotencyKeysService_1.name);
    constructor(records, acceptances) {
        this.records = records;
        this.acceptances = acceptances;
    }
    /**
     * Runs `accept` unless this user already sent this request with this key: then its stored
     * answer is returned. `accept` must store the message under the _id it is given. A failed
     * `accept` releases the key, so the client may retry with it.
     */
    async acceptOnce(userId, key, requestBody, accept) {
        const recordId = `${userId}:${key}`;
        const requestHash = createHash('sha256').update(JSON.stringify(requestBody)).digest('hex');
        const claimed = await this.claim(recordId, requestHash);
        if ('replay' in claimed)
            return claimed.replay;
        let response;
        try {
            response = await accept(claimed.messageRef);
        }
        catch (error) {
            await this.release(recordId, claimed.claim).catch((releaseError) => this.logger.error(`Releasing Idempotency-Key ${recordId} failed: ${releaseError.message}`));
            throw error;
        }
        // The message is stored: failing to record the answer must not turn it into an error.
        await this.records
            .updateOne({ _id: recordId }, { $set: { response } })
            .exec()
            .catch((error) => this.logger.error(`Recording the answer for Idempotency-Key ${recordId} failed: ${error.message}`));
        return response;
    }
    async claim(recordId, requestHash) {
        for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
            const claim = randomUUID();
            const messageRef = new Types.ObjectId();
            if (await this.insert(recordId, claim, requestHash, messageRef))
                return { claim, messageRef };
            const held = await this.read(recordId);
            if (!held)
                continue; // released since the insert failed
            if (!held.response && held.message_ref && held.expires_at.getTime() > Date.now()) {
                const acceptance = await this.acceptances.acceptanceOf(new Types.ObjectId(held.message_ref));
                if (acceptance.state === 'storing')
                    throw new ConflictException(STILL_PROCESSING);
                if (acceptance.state === 'stored') {
                    if (held.request_hash !== requestHash) {
                        throw new UnprocessableEntityException('This Idempotency-Key was already used with a different request body');
                    }
                    return { replay: await this.answerFor(held, acceptance) };
                }
            }
            if (isReplaceable(held)) {
                if (await this.takeOver(held, claim, requestHash, messageRef))
                    return { claim, messageRef };
                continue;
            }
            // Checked first: a request still running may yet fail and release the key for any body.
            if (!held.response)
                throw new ConflictException(STILL_PROCESSING);
            if (held.request_hash !== requestHash) {
                throw new UnprocessableEntityException('This Idempotency-Key was already used with a different request body');
            }
            return { replay: held.response };
        }
        throw new ConflictException(STILL_PROCESSING);
    }
    /**
     * Replaces an expired or abandoned record. Of several requests that found it so, only the one
     * that inserts the takeover document named after its claim goes ahead.
     */
    async takeOver(stale, claim, requestHash, messageRef) {
        if (!(await this.insert(`takeover:${stale._id}:${stale.claim}`, claim, requestHash, null)))
            return false;
        const current = await this.read(stale._id);
        // Released or replaced since it was read: the caller decides again on what is there now.
        if (current?.claim !== stale.claim)
            return false;
        await this.records.replaceOne({ _id: stale._id }, newRecord(stale._id, claim, requestHash, messageRef)).exec();
        return true;
    }
    /**
     * The answer a request whose process died after storing its message would have given, built
     * from the stored message and written to the key for the repeats after.
     */
    async answerFor(held, stored) {
        const response = {
            id: held.message_ref,
            message_id: stored.messageId,
            recipients: stored.recipients,
            suppressed: stored.suppressed,
            status: 'queued',
        };
        await this.records
            .updateOne({ _id: held._id }, { $set: { response } })
            .exec()
            .catch((error) => this.logger.error(`Recording the answer for Idempotency-Key ${held._id} failed: ${error.message}`));
        return response;
    }
    /** Frees the key after a failed request, unless another request has taken it over since. */
    async release(recordId, claim) {
        const held = await this.read(recordId);
        if (held?.claim === claim)
            await this.records.deleteOne({ _id: recordId }).exec();
    }
    /** Inserts the record; false when its _id is already taken. */
    async insert(id, claim, requestHash, messageRef) {
        try {
            await this.records.create(newRecord(id, claim, requestHash, messageRef));
            return true;
        }
        catch (error) {
            if (error.code === 11000)
                return false;
            throw error;
        }
    }
    read(id) {
        return this.records.findById(id).lean().exec();
    }
};
IdempotencyKeysService = IdempotencyKeysService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(IdempotencyKeyRecord.name)),
    __metadata("design:paramtypes", [Function, AcceptanceJournal])
], IdempotencyKeysService);
export { IdempotencyKeysService };
function newRecord(id, claim, requestHash, messageRef) {
    const now = Date.now();
    return {
        _id: id,
        request_hash: requestHash,
        claim,
        message_ref: messageRef?.toHexString() ?? null,
        response: null,
        claimed_at: new Date(now),
        expires_at: new Date(now + KEPT_FOR_MS),
    };
}
/** Expired, or held without an answer for so long that its request must have died. */
function isReplaceable(record, now = Date.now()) {
    return record.expires_at.getTime() <= now || (!record.response && record.claimed_at.getTime() <= now - ABANDONED_AFTER_MS);
}
//# sourceMappingURL=idempotency-keys.service.js.map