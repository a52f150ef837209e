import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { CollectionTotals, TOTAL_MAX_AGE_MS } from './collection-totals.js';
import { DataReplacement } from './data-replacement.js';
import { TtlCache } from './ttl-cache.js';

/** A lost raise (see ListHeads.noteCreated) is written again this many times at most. */
const RAISE_SETTLE_ROUNDS = 5;

/**
 * The newest document of a collection (by _id), by the collection's name. The dashboard's count
 * tiles ask each list for its newest item; the embedded database answers a sorted `find` by
 * reading and sorting the whole collection (seconds at 100,000 users), so the lists that keep
 * this record read their newest item by _id instead. The record only says "the newest is this
 * one" or nothing: a record whose document was deleted is dropped, and a missing one is filled
 * again from one sorted read.
 */
@Schema({ collection: 'newest_records', versionKey: false })
export class NewestRecord {
  /** The collection's name. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Types.ObjectId, required: true })
  newest_id: Types.ObjectId;
}

export const NewestRecordSchema = SchemaFactory.createForClass(NewestRecord);

/**
 * What an unfiltered list shows above its pages, kept cheap to read for a collection whose every
 * create and delete goes through one service, which tells this one (noteCreated, noteDeleted):
 * its newest document (NewestRecord) and its total (CollectionTotals). Documents written past
 * that service leave the record as it was; a restore brings its own.
 */
@Injectable()
export class ListHeads {
  private readonly totals = new CollectionTotals();
  /**
   * The newest document per collection, kept as long as a total (TOTAL_MAX_AGE_MS): one made or
   * deleted by another process shows within that time, one through this process at once.
   */
  private readonly newestDocuments = new TtlCache<string, unknown>({ ttlMs: TOTAL_MAX_AGE_MS, maxEntries: 100 });

  constructor(
    @InjectModel(NewestRecord.name) private readonly records: Model<NewestRecord>,
    replacement: DataReplacement,
  ) {
    replacement.onReplaced(() => {
      this.totals.forgetAll();
      this.newestDocuments.clear();
    });
  }

  /** After a document is stored: the total is read afresh, and the record names it unless a newer one. */
  async noteCreated<T>(model: Model<T>, id: Types.ObjectId): Promise<void> {
    this.totals.forget(model);
    await this.raise(model.collection.collectionName, id);
    this.newestDocuments.invalidate(model.collection.collectionName);
  }

  /** After a document is deleted: when it was the newest, the record goes, and the next read fills it again. */
  async noteDeleted<T>(model: Model<T>, id: Types.ObjectId): Promise<void> {
    this.totals.forget(model);
    await this.records.deleteOne({ _id: model.collection.collectionName, newest_id: id }).exec();
    this.newestDocuments.invalidate(model.collection.collectionName);
  }

  /** The collection's total, read less than a second ago (CollectionTotals). */
  total<T>(model: Model<T>): Promise<number> {
    return this.totals.total(model);
  }

  /**
   * The collection's newest document by _id, or null when it has none: by _id through the record,
   * or, when there is none or its document is gone, by one sorted read, which records what it found.
   * Shared between callers: not to be changed.
   */
  newest<T>(model: Model<T>): Promise<T | null> {
    return this.newestDocuments.getOrLoad(model.collection.collectionName, () => this.readNewest(model)) as Promise<T | null>;
  }

  private async readNewest<T>(model: Model<T>): Promise<T | null> {
    const collection = model.collection.collectionName;
    const record = await this.records.findById(collection, { newest_id: 1 }).lean().exec();
    if (record) {
      const document = (await model.findById(record.newest_id).exec()) as T | null;
      if (document) return document;
      await this.records.deleteOne({ _id: collection, newest_id: record.newest_id }).exec();
    }
    const [newest] = (await model.find({}).sort({ _id: -1 }).limit(1).exec()) as Array<T & { _id: Types.ObjectId }>;
    if (newest) await this.raise(collection, newest._id);
    return newest ?? null;
  }

  /**
   * On MongoDB the $max alone is enough; the embedded database applies an update by rewriting the
   * whole document, so two raises at the same moment can undo one another: read it back, and
   * raise again until it holds this id or a newer one.
   */
  private async raise(collection: string, id: Types.ObjectId): Promise<void> {
    for (let round = 0; round < RAISE_SETTLE_ROUNDS; round += 1) {
      await this.records.updateOne({ _id: collection }, { $max: { newest_id: id } }, { upsert: true }).exec().catch(retryDuplicate);
      const reread = await this.records.findById(collection, { newest_id: 1 }).lean().exec();
      if (reread && reread.newest_id.toHexString() >= id.toHexString()) return;
    }
  }
}

/** Two first upserts of one record race to insert it; the loser's reread finds the other's, and its next round raises. */
function retryDuplicate(error: { code?: number }): void {
  if (error.code !== 11000) throw error;
}
