import { ConflictException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { SendMessageResponse } from '@platform/contracts';
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

type Claimed = { claim: string } | { replay: SendMessageResponse };

/**
 * Idempotency-Key of HTTP submission: a request repeated with the same key (per user) is
 * accepted once, and its repeats get the first 202 body back, so a client whose answer was lost
 * can retry without the message being stored and delivered twice.
 */
@Injectable()
export class IdempotencyKeysService {
  private readonly logger = new Logger(IdempotencyKeysService.name);

  constructor(@InjectModel(IdempotencyKeyRecord.name) private readonly records: Model<IdempotencyKeyRecord>) {}

  /**
   * Runs `accept` unless this user already sent this request with this key: then its stored
   * answer is returned. A failed `accept` releases the key, so the client may retry with it.
   */
  async acceptOnce(
    userId: string,
    key: string,
    requestBody: unknown,
    accept: () => Promise<SendMessageResponse>,
  ): Promise<SendMessageResponse> {
    const recordId = `${userId}:${key}`;
    const requestHash = createHash('sha256').update(JSON.stringify(requestBody)).digest('hex');
    const claimed = await this.claim(recordId, requestHash);
    if ('replay' in claimed) return claimed.replay;

    let response: SendMessageResponse;
    try {
      response = await accept();
    } catch (error) {
      await this.release(recordId, claimed.claim).catch((releaseError: Error) =>
        this.logger.error(`Releasing Idempotency-Key ${recordId} failed: ${releaseError.message}`),
      );
      throw error;
    }
    // The message is stored: failing to record the answer must not turn it into an error.
    await this.records
      .updateOne({ _id: recordId }, { $set: { response } })
      .exec()
      .catch((error: Error) => this.logger.error(`Recording the answer for Idempotency-Key ${recordId} failed: ${error.message}`));
    return response;
  }

  private async claim(recordId: string, requestHash: string): Promise<Claimed> {
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const claim = randomUUID();
      if (await this.insert(recordId, claim, requestHash)) return { claim };
      const held = await this.read(recordId);
      if (!held) continue; // released since the insert failed
      if (isReplaceable(held)) {
        if (await this.takeOver(held, claim, requestHash)) return { claim };
        continue;
      }
      // Checked first: a request still running may yet fail and release the key for any body.
      if (!held.response) throw new ConflictException(STILL_PROCESSING);
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
  private async takeOver(stale: IdempotencyKeyRecord, claim: string, requestHash: string): Promise<boolean> {
    if (!(await this.insert(`takeover:${stale._id}:${stale.claim}`, claim, requestHash))) return false;
    const current = await this.read(stale._id);
    // Released or replaced since it was read: the caller decides again on what is there now.
    if (current?.claim !== stale.claim) return false;
    await this.records.replaceOne({ _id: stale._id }, newRecord(stale._id, claim, requestHash)).exec();
    return true;
  }

  /** Frees the key after a failed request, unless another request has taken it over since. */
  private async release(recordId: string, claim: string): Promise<void> {
    const held = await this.read(recordId);
    if (held?.claim === claim) await this.records.deleteOne({ _id: recordId }).exec();
  }

  /** Inserts the record; false when its _id is already taken. */
  private async insert(id: string, claim: string, requestHash: string): Promise<boolean> {
    try {
      await this.records.create(newRecord(id, claim, requestHash));
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  private read(id: string): Promise<IdempotencyKeyRecord | null> {
    return this.records.findById(id).lean<IdempotencyKeyRecord>().exec();
  }
}

function newRecord(id: string, claim: string, requestHash: string): IdempotencyKeyRecord {
  const now = Date.now();
  return {
    _id: id,
    request_hash: requestHash,
    claim,
    response: null,
    claimed_at: new Date(now),
    expires_at: new Date(now + KEPT_FOR_MS),
  };
}

/** Expired, or held without an answer for so long that its request must have died. */
function isReplaceable(record: IdempotencyKeyRecord, now = Date.now()): boolean {
  return record.expires_at.getTime() <= now || (!record.response && record.claimed_at.getTime() <= now - ABANDONED_AFTER_MS);
}
