import { ConflictException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { SendMessageResponse, SuppressedRecipient } from '@platform/contracts';
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

type Claimed = { claim: string; messageRef: Types.ObjectId } | { replay: SendMessageResponse };

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
@Injectable()
export class IdempotencyKeysService {
  private readonly logger = new Logger(IdempotencyKeysService.name);

  constructor(
    @InjectModel(IdempotencyKeyRecord.name) private readonly records: Model<IdempotencyKeyRecord>,
    private readonly acceptances: AcceptanceJournal,
  ) {}

  /**
   * Runs `accept` unless this user already sent this request with this key: then its stored
   * answer is returned. `accept` must store the message under the _id it is given. A failed
   * `accept` releases the key, so the client may retry with it.
   */
  async acceptOnce(
    userId: string,
    key: string,
    requestBody: unknown,
    accept: (messageId: Types.ObjectId) => Promise<SendMessageResponse>,
  ): Promise<SendMessageResponse> {
    const recordId = `${userId}:${key}`;
    const requestHash = createHash('sha256').update(JSON.stringify(requestBody)).digest('hex');
    const claimed = await this.claim(recordId, requestHash);
    if ('replay' in claimed) return claimed.replay;

    let response: SendMessageResponse;
    try {
      response = await accept(claimed.messageRef);
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
      const messageRef = new Types.ObjectId();
      if (await this.insert(recordId, claim, requestHash, messageRef)) return { claim, messageRef };
      const held = await this.read(recordId);
      if (!held) continue; // released since the insert failed
      if (!held.response && held.message_ref && held.expires_at.getTime() > Date.now()) {
        const acceptance = await this.acceptances.acceptanceOf(new Types.ObjectId(held.message_ref));
        if (acceptance.state === 'storing') throw new ConflictException(STILL_PROCESSING);
        if (acceptance.state === 'stored') {
          if (held.request_hash !== requestHash) {
            throw new UnprocessableEntityException('This Idempotency-Key was already used with a different request body');
          }
          return { replay: await this.answerFor(held, acceptance) };
        }
      }
      if (isReplaceable(held)) {
        if (await this.takeOver(held, claim, requestHash, messageRef)) return { claim, messageRef };
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
  private async takeOver(stale: IdempotencyKeyRecord, claim: string, requestHash: string, messageRef: Types.ObjectId): Promise<boolean> {
    if (!(await this.insert(`takeover:${stale._id}:${stale.claim}`, claim, requestHash, null))) return false;
    const current = await this.read(stale._id);
    // Released or replaced since it was read: the caller decides again on what is there now.
    if (current?.claim !== stale.claim) return false;
    await this.records.replaceOne({ _id: stale._id }, newRecord(stale._id, claim, requestHash, messageRef)).exec();
    return true;
  }

  /**
   * The answer a request whose process died after storing its message would have given, built
   * from the stored message and written to the key for the repeats after.
   */
  private async answerFor(
    held: IdempotencyKeyRecord,
    stored: { messageId: string; recipients: string[]; suppressed: SuppressedRecipient[] },
  ): Promise<SendMessageResponse> {
    const response: SendMessageResponse = {
      id: held.message_ref!,
      message_id: stored.messageId,
      recipients: stored.recipients,
      suppressed: stored.suppressed,
      status: 'queued',
    };
    await this.records
      .updateOne({ _id: held._id }, { $set: { response } })
      .exec()
      .catch((error: Error) => this.logger.error(`Recording the answer for Idempotency-Key ${held._id} failed: ${error.message}`));
    return response;
  }

  /** Frees the key after a failed request, unless another request has taken it over since. */
  private async release(recordId: string, claim: string): Promise<void> {
    const held = await this.read(recordId);
    if (held?.claim === claim) await this.records.deleteOne({ _id: recordId }).exec();
  }

  /** Inserts the record; false when its _id is already taken. */
  private async insert(id: string, claim: string, requestHash: string, messageRef: Types.ObjectId | null): Promise<boolean> {
    try {
      await this.records.create(newRecord(id, claim, requestHash, messageRef));
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

function newRecord(id: string, claim: string, requestHash: string, messageRef: Types.ObjectId | null): IdempotencyKeyRecord {
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
function isReplaceable(record: IdempotencyKeyRecord, now = Date.now()): boolean {
  return record.expires_at.getTime() <= now || (!record.response && record.claimed_at.getTime() <= now - ABANDONED_AFTER_MS);
}
