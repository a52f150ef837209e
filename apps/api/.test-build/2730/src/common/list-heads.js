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
import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
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
let NewestRecord = class NewestRecord {
    /** The collection's name. */
    _id;
    newest_id;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], NewestRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: Types.ObjectId, required: true }),
    __metadata("design:type", Types.ObjectId)
], NewestRecord.prototype, "newest_id", void 0);
NewestRecord = __decorate([
    Schema({ collection: 'newest_records', versionKey: false })
], NewestRecord);
export { NewestRecord };
export const NewestRecordSchema = SchemaFactory.createForClass(NewestRecord);
/**
 * What an unfiltered list shows above its pages, kept cheap to read for a collection whose every
 * create and delete goes through one service, which tells this one (noteCreated, noteDeleted):
 * its newest document (NewestRecord) and its total (CollectionTotals). Documents written past
 * that service leave the record as it was; a restore brings its own.
 */
let ListHeads = class ListHeads {
    records;
    totals = new CollectionTotals();
    /**
     * The newest document per collection, kept as long as a total (TOTAL_MAX_AGE_MS): one made or
     * deleted by another process shows within that time, one through this process at once.
     */
    newestDocuments = new TtlCache({ ttlMs: TOTAL_MAX_AGE_MS, maxEntries: 100 });
    constructor(records, replacement) {
        this.records = records;
        replacement.onReplaced(() => {
            this.totals.forgetAll();
            this.newestDocuments.clear();
        });
    }
    /** After a document is stored: the total is read afresh, and the record names it unless a newer one. */
    async noteCreated(model, id) {
        this.totals.forget(model);
        await this.raise(model.collection.collectionName, id);
        this.newestDocuments.invalidate(model.collection.collectionName);
    }
    /** After a document is deleted: when it was the newest, the record goes, and the next read fills it again. */
    async noteDeleted(model, id) {
        this.totals.forget(model);
        await this.records.deleteOne({ _id: model.collection.collectionName, newest_id: id }).exec();
        this.newestDocuments.invalidate(model.collection.collectionName);
    }
    /** The collection's total, read less than a second ago (CollectionTotals). */
    total(model) {
        return this.totals.total(model);
    }
    /**
     * The collection's newest document by _id, or null when it has none: by _id through the record,
     * or, when there is none or its document is gone, by one sorted read, which records what it found.
     * Shared between callers: not to be changed.
     */
    newest(model) {
        return this.newestDocuments.getOrLoad(model.collection.collectionName, () => this.readNewest(model));
    }
    async readNewest(model) {
        const collection = model.collection.collectionName;
        const record = await this.records.findById(collection, { newest_id: 1 }).lean().exec();
        if (record) {
            const document = (await model.findById(record.newest_id).exec());
            if (document)
                return document;
            await this.records.deleteOne({ _id: collection, newest_id: record.newest_id }).exec();
        }
        const [newest] = (await model.find({}).sort({ _id: -1 }).limit(1).exec());
        if (newest)
            await this.raise(collection, newest._id);
        return newest ?? null;
    }
    /**
     * On MongoDB the $max alone is enough; the embedded database applies an update by rewriting the
     * whole document, so two raises at the same moment can undo one another: read it back, and
     * raise again until it holds this id or a newer one.
     */
    async raise(collection, id) {
        for (let round = 0; round < RAISE_SETTLE_ROUNDS; round += 1) {
            await this.records.updateOne({ _id: collection }, { $max: { newest_id: id } }, { upsert: true }).exec().catch(retryDuplicate);
            const reread = await this.records.findById(collection, { newest_id: 1 }).lean().exec();
            if (reread && reread.newest_id.toHexString() >= id.toHexString())
                return;
        }
    }
};
ListHeads = __decorate([
    Injectable(),
    __param(0, InjectModel(NewestRecord.name)),
    __metadata("design:paramtypes", [Function, DataReplacement])
], ListHeads);
export { ListHeads };
/** Two first upserts of one record race to insert it; the loser's reread finds the other's, and its next round raises. */
function retryDuplicate(error) {
    if (error.code !== 11000)
        throw error;
}
//# sourceMappingURL=list-heads.js.map