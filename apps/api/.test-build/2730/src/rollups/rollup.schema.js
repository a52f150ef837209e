var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
/**
 * Counts of several periods for the platform or one account, as written by one writer slot: a
 * month's days, a day's hours, or an account's lifetime (see rollup-keys.ts). The figures the
 * dashboard, the reports summary, the user detail and the customer overview show are sums of
 * these over the slots, read by _id (`<kind>:<period>|<scope>|<slot>`), never counted from log
 * entries.
 */
let RollupRecord = class RollupRecord {
    _id;
    kind;
    /** YYYY-MM for a month, YYYY-MM-DD for a day, `-` for a lifetime. */
    period;
    scope;
    slot;
    /** A day's hours go with the log retention; months and lifetimes stay. */
    expires_at;
    /** The counts by part (`d01`..`d31`, `h00`..`h23`, or `all`), each `{ accepted, delivered, ... }` (a reputation scope's: `{ sent, hard_bounced, complained }`). */
    parts;
    /** A lifetime's first month (YYYY-MM): its recount sums the months from there. */
    since;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], RollupRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: String, enum: ['month', 'day', 'total'], required: true }),
    __metadata("design:type", String)
], RollupRecord.prototype, "kind", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], RollupRecord.prototype, "period", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], RollupRecord.prototype, "scope", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], RollupRecord.prototype, "slot", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], RollupRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, default: {} }),
    __metadata("design:type", Object)
], RollupRecord.prototype, "parts", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", String)
], RollupRecord.prototype, "since", void 0);
RollupRecord = __decorate([
    Schema({ collection: 'rollups', versionKey: false })
], RollupRecord);
export { RollupRecord };
export const RollupSchema = SchemaFactory.createForClass(RollupRecord);
// The retention sweep; on MongoDB this is the natural TTL index (see LogExpiryService).
RollupSchema.index({ expires_at: 1 });
/**
 * One writer slot: the API process that owns it is the only one writing its documents, so no two
 * processes ever update one document at once (the embedded database's updates are read-modify-write
 * and could lose one). `pending_hours` names the hours (`YYYY-MM-DDTHH`) of events this slot
 * stamped whose counts may not all be written yet: when the owner stops heartbeating, another
 * process recounts the days of those hours from the stamped events. The _id is `slot-<n>`.
 */
let RollupSlotRecord = class RollupSlotRecord {
    _id;
    slot;
    /** The owning process, or null for a slot free to take. */
    owner;
    /** Raised with every change of owner; a claim is the unique insert of (slot, generation). */
    generation;
    heartbeat_at;
    pending_hours;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], RollupSlotRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], RollupSlotRecord.prototype, "slot", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], RollupSlotRecord.prototype, "owner", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], RollupSlotRecord.prototype, "generation", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], RollupSlotRecord.prototype, "heartbeat_at", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], RollupSlotRecord.prototype, "pending_hours", void 0);
RollupSlotRecord = __decorate([
    Schema({ collection: 'rollup_slots', versionKey: false })
], RollupSlotRecord);
export { RollupSlotRecord };
export const RollupSlotSchema = SchemaFactory.createForClass(RollupSlotRecord);
/**
 * A claim of one generation of a slot. An insert is the one write both databases make atomic, so
 * of two processes taking the same free or crashed slot at once, exactly one wins. The _id is
 * `slot-<n>|<generation>`.
 */
let RollupSlotClaimRecord = class RollupSlotClaimRecord {
    _id;
    owner;
    created_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], RollupSlotClaimRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], RollupSlotClaimRecord.prototype, "owner", void 0);
__decorate([
    Prop({ type: Date, default: () => new Date() }),
    __metadata("design:type", Date)
], RollupSlotClaimRecord.prototype, "created_at", void 0);
RollupSlotClaimRecord = __decorate([
    Schema({ collection: 'rollup_slot_claims', versionKey: false })
], RollupSlotClaimRecord);
export { RollupSlotClaimRecord };
export const RollupSlotClaimSchema = SchemaFactory.createForClass(RollupSlotClaimRecord);
//# sourceMappingURL=rollup.schema.js.map