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
import { BOUNCE_REASON_SOURCES, BOUNCE_REASONS, LOG_STATUSES } from '@platform/contracts';
/**
 * One outcome of one delivery attempt (delivered, bounced, deferred or failed). Entries are only
 * ever added, and created_at is the time of the outcome, so there are no mongoose timestamps.
 */
let DeliveryLogRecord = class DeliveryLogRecord {
    message_id;
    from;
    to;
    /**
     * `to` in lower case, for the recipient search (starts with, any case) that an index serves.
     * Filled on write; entries from before it existed get it at start-up (DeliveryLogRecipientBackfill).
     */
    to_lower;
    status;
    /** The recipient server's reply, or why no server could be reached. */
    response;
    source_ip;
    agent_hostname;
    /** The sender's domain. */
    domain;
    user_id;
    /** Bounced, deferred, failed: why, as the bounce classifier read the reply (absent on entries before it). */
    bounce_reason;
    bounce_reason_source;
    /** Attempts an agent made: how the session was protected (absent for relays, the simulator and older entries). */
    tls;
    created_at;
};
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "from", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "to", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "to_lower", void 0);
__decorate([
    Prop({ type: String, enum: LOG_STATUSES, required: true }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "status", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "response", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], DeliveryLogRecord.prototype, "source_ip", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], DeliveryLogRecord.prototype, "agent_hostname", void 0);
__decorate([
    Prop({ required: true, lowercase: true, trim: true }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], DeliveryLogRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String, enum: BOUNCE_REASONS }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "bounce_reason", void 0);
__decorate([
    Prop({ type: String, enum: BOUNCE_REASON_SOURCES }),
    __metadata("design:type", String)
], DeliveryLogRecord.prototype, "bounce_reason_source", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed }),
    __metadata("design:type", Object)
], DeliveryLogRecord.prototype, "tls", void 0);
__decorate([
    Prop({ type: Date, default: () => new Date() }),
    __metadata("design:type", Date)
], DeliveryLogRecord.prototype, "created_at", void 0);
DeliveryLogRecord = __decorate([
    Schema({ collection: 'delivery_logs' })
], DeliveryLogRecord);
export { DeliveryLogRecord };
export const DeliveryLogSchema = SchemaFactory.createForClass(DeliveryLogRecord);
// Reports and the log list read by time, newest first (_id breaks ties), optionally for one user,
// one domain or one status; the recipient search by recipient, then newest first.
DeliveryLogSchema.index({ created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, status: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ domain: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ status: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ to_lower: 1, created_at: -1, _id: -1 });
// The log filtered by failure reason, for the platform or one user (and the reputation guard's counts per reason).
DeliveryLogSchema.index({ bounce_reason: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, bounce_reason: 1, created_at: -1, _id: -1 });
//# sourceMappingURL=delivery-log.schema.js.map